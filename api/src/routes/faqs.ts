/** GET /api/ad-faq/category-with-faq?language=en|ja: the FAQ accordion's categories, each with its questions.
 *  Answers are sanitised HTML (the allow list of shared-contracts' FAQ_HTML_ALLOW_LIST), safe for any client. */
import { ENDPOINTS } from 'shared-contracts';
import { registerEndpoint } from '../http/endpoint';
import type { RoutePlugin } from '../http/types';
import { listFaqCategories } from '../services/faqs';

/** FAQ content is seeded when the API starts and never changes while it runs, so each language is read once. */
const CACHE_SECONDS = 300;

export const faqRoutes: RoutePlugin = async (app) => {
  const cache = new Map<string, Promise<Awaited<ReturnType<typeof listFaqCategories>>>>();
  registerEndpoint(app, ENDPOINTS.faqs.list, async (request, reply) => {
    const { language } = request.query;
    let categories = cache.get(language);
    if (!categories) {
      categories = listFaqCategories(app.db, language);
      cache.set(language, categories);
      // A failed read is not kept: the next request tries the database again.
      categories.catch(() => cache.delete(language));
    }
    reply.header('cache-control', `public, max-age=${CACHE_SECONDS}`);
    return categories;
  });
};
