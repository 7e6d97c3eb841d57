/** FAQ storage: seeds FAQ_CONTENT on start (idempotent: rows are keyed by slug and updated in place, entries
 *  removed from the content are removed from the table) and lists one language's categories for the FAQ page,
 *  each answer sanitised on the way out (faq-html.ts), whatever the table holds. */
import type { FaqCategoryList, Language } from 'shared-contracts';
import type { Db } from '../db/client';
import * as faqRepository from '../repositories/faqs';
import { FAQ_CONTENT, type FaqCategoryContent } from './faq-content';
import { sanitizeFaqHtml } from './faq-html';

const LANGUAGES: readonly Language[] = ['en', 'ja'];

export async function seedFaqs(db: Db, content: FaqCategoryContent[] = FAQ_CONTENT): Promise<void> {
  await db.transaction(async (tx) => {
    for (const language of LANGUAGES) {
      const categoryIds: number[] = [];
      for (const [position, category] of content.entries()) {
        const categoryId = await faqRepository.upsertFaqCategory(tx, {
          slug: category.slug,
          language,
          title: category.name[language],
          position,
        });
        categoryIds.push(categoryId);
        for (const [index, faq] of category.faqs.entries()) {
          await faqRepository.upsertFaq(tx, categoryId, faq.slug, {
            question: faq.question[language],
            answer: faq.answer[language],
            position: index,
          });
        }
        const slugs = category.faqs.map((faq) => faq.slug);
        await faqRepository.deleteFaqsNotIn(tx, categoryId, slugs);
      }
      await faqRepository.deleteFaqCategoriesNotIn(tx, language, categoryIds);
    }
  });
}

export async function listFaqCategories(db: Db, language: Language): Promise<FaqCategoryList> {
  const categories = await faqRepository.listFaqCategoriesOf(db, language);
  if (categories.length === 0) return [];
  const entries = await faqRepository.listFaqsOf(
    db,
    categories.map((category) => category.id),
  );
  return categories.map((category) => ({
    id: category.id,
    name: category.title,
    adFaqs: entries
      .filter((entry) => entry.categoryId === category.id)
      .map((entry) => ({ id: entry.id, question: entry.question, answer: sanitizeFaqHtml(entry.answer) })),
  }));
}
