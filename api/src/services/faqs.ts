/** FAQ storage: seeds FAQ_CONTENT on start (idempotent: rows are keyed by slug and updated in place, entries
 *  removed from the content are removed from the table) and lists one language's categories for the FAQ page,
 *  each answer sanitised on the way out (faq-html.ts), whatever the table holds. */
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { FaqCategoryList, Language } from 'shared-contracts';
import type { Db } from '../db/client';
import { faqCategories, faqs } from '../db/schema';
import { FAQ_CONTENT, type FaqCategoryContent } from './faq-content';
import { sanitizeFaqHtml } from './faq-html';

const LANGUAGES: readonly Language[] = ['en', 'ja'];

export async function seedFaqs(db: Db, content: FaqCategoryContent[] = FAQ_CONTENT): Promise<void> {
  await db.transaction(async (tx) => {
    for (const language of LANGUAGES) {
      const categoryIds: number[] = [];
      for (const [position, category] of content.entries()) {
        const [row] = await tx
          .insert(faqCategories)
          .values({ slug: category.slug, language, title: category.name[language], position })
          .onConflictDoUpdate({
            target: [faqCategories.slug, faqCategories.language],
            set: { title: category.name[language], position },
          })
          .returning({ id: faqCategories.id });
        if (!row) throw new Error(`FAQ category ${category.slug} was not stored`);
        categoryIds.push(row.id);
        for (const [index, faq] of category.faqs.entries()) {
          const values = { question: faq.question[language], answer: faq.answer[language], position: index };
          await tx
            .insert(faqs)
            .values({ categoryId: row.id, slug: faq.slug, ...values })
            .onConflictDoUpdate({ target: [faqs.categoryId, faqs.slug], set: values });
        }
        const slugs = category.faqs.map((faq) => faq.slug);
        await tx.delete(faqs).where(and(eq(faqs.categoryId, row.id), notInArray(faqs.slug, slugs)));
      }
      await tx
        .delete(faqCategories)
        .where(and(eq(faqCategories.language, language), notInArray(faqCategories.id, categoryIds)));
    }
  });
}

export async function listFaqCategories(db: Db, language: Language): Promise<FaqCategoryList> {
  const categories = await db
    .select()
    .from(faqCategories)
    .where(eq(faqCategories.language, language))
    .orderBy(asc(faqCategories.position));
  if (categories.length === 0) return [];
  const entries = await db
    .select()
    .from(faqs)
    .where(
      inArray(
        faqs.categoryId,
        categories.map((category) => category.id),
      ),
    )
    .orderBy(asc(faqs.position));
  return categories.map((category) => ({
    id: category.id,
    name: category.title,
    adFaqs: entries
      .filter((entry) => entry.categoryId === category.id)
      .map((entry) => ({ id: entry.id, question: entry.question, answer: sanitizeFaqHtml(entry.answer) })),
  }));
}
