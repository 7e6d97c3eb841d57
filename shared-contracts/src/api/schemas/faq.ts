/** GET /ad-faq/category-with-faq?language=…: the FAQ page (product.md, Pages), categories each holding their
 *  questions. Answers keep their line breaks and may contain HTML, so the page sanitises before rendering. */
import * as v from 'valibot';
import { LanguageSchema } from '../../language';
import { DEFAULT_LANGUAGE } from '../../limits';

export const FaqQuerySchema = v.object({ language: v.optional(LanguageSchema, DEFAULT_LANGUAGE) });
export type FaqQuery = v.InferOutput<typeof FaqQuerySchema>;

export const FaqSchema = v.object({ id: v.number(), question: v.string(), answer: v.string() });
export type Faq = v.InferOutput<typeof FaqSchema>;

/** Besides id and adFaqs, `name`: the category heading of the accordion. */
export const FaqCategorySchema = v.object({ id: v.number(), name: v.string(), adFaqs: v.array(FaqSchema) });
export type FaqCategory = v.InferOutput<typeof FaqCategorySchema>;

export const FaqCategoryListSchema = v.array(FaqCategorySchema);
export type FaqCategoryList = v.InferOutput<typeof FaqCategoryListSchema>;
