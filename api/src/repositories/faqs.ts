/** The queries on the faq_categories and faqs tables, and nothing else (services/faqs.ts seeds them from the
 *  content and sanitises answers on the way out). Categories are keyed by slug and language, entries by category
 *  and slug, so seeding updates rows in place. Functions that take `Db | Tx` run inside the caller's transaction
 *  when given one. */
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Language } from 'shared-contracts';
import type { Db, Tx } from '../db/client';
import { faqCategories, faqs } from '../db/schema';

export type FaqCategoryRow = typeof faqCategories.$inferSelect;
export type FaqRow = typeof faqs.$inferSelect;

/** Inserts or updates the category of this slug and language; its id. */
export async function upsertFaqCategory(
  db: Db | Tx,
  values: { slug: string; language: Language; title: string; position: number },
): Promise<number> {
  const [row] = await db
    .insert(faqCategories)
    .values(values)
    .onConflictDoUpdate({
      target: [faqCategories.slug, faqCategories.language],
      set: { title: values.title, position: values.position },
    })
    .returning({ id: faqCategories.id });
  if (!row) throw new Error(`FAQ category ${values.slug} was not stored`);
  return row.id;
}

/** Inserts or updates the entry of this slug in the category. */
export async function upsertFaq(
  db: Db | Tx,
  categoryId: number,
  slug: string,
  values: { question: string; answer: string; position: number },
): Promise<void> {
  await db
    .insert(faqs)
    .values({ categoryId, slug, ...values })
    .onConflictDoUpdate({ target: [faqs.categoryId, faqs.slug], set: values });
}

/** Deletes the category's entries whose slug is not one of `slugs`. */
export async function deleteFaqsNotIn(db: Db | Tx, categoryId: number, slugs: string[]): Promise<void> {
  await db.delete(faqs).where(and(eq(faqs.categoryId, categoryId), notInArray(faqs.slug, slugs)));
}

/** Deletes the language's categories whose id is not one of `ids`. */
export async function deleteFaqCategoriesNotIn(
  db: Db | Tx,
  language: Language,
  ids: number[],
): Promise<void> {
  await db
    .delete(faqCategories)
    .where(and(eq(faqCategories.language, language), notInArray(faqCategories.id, ids)));
}

/** The language's categories in their order. */
export function listFaqCategoriesOf(db: Db, language: Language): Promise<FaqCategoryRow[]> {
  return db
    .select()
    .from(faqCategories)
    .where(eq(faqCategories.language, language))
    .orderBy(asc(faqCategories.position));
}

/** The entries of these categories in their order. */
export function listFaqsOf(db: Db, categoryIds: number[]): Promise<FaqRow[]> {
  return db.select().from(faqs).where(inArray(faqs.categoryId, categoryIds)).orderBy(asc(faqs.position));
}
