/** GET /api/ad-faq/category-with-faq?language=en|ja: the FAQ accordion's categories, each with its questions. */
import { FaqCategoryListSchema, FaqQuerySchema } from 'shared-contracts';
import type { RoutePlugin } from '../http/types';
import { listFaqCategories } from '../services/faqs';

export const faqRoutes: RoutePlugin = async (app) => {
  app.get(
    '/ad-faq/category-with-faq',
    {
      config: { summary: 'FAQ categories with their questions in one language' },
      schema: { querystring: FaqQuerySchema, response: { 200: FaqCategoryListSchema } },
    },
    async (request) => listFaqCategories(app.db, request.query.language),
  );
};
