/** GET /api/ad-faq/category-with-faq?language=en|ja: the FAQ accordion's categories, each with its questions.
 *  Answers are sanitised HTML (the allow list of shared-contracts' FAQ_HTML_ALLOW_LIST), safe for any client. */
import type { Language } from 'shared-contracts';
import { ENDPOINTS } from 'shared-contracts/api';
import * as v from 'valibot';
import { registerEndpoint } from '../http/endpoint';
import type { RoutePlugin } from '../http/types';
import { listFaqCategories } from '../services/faqs';

/** FAQ content is seeded when the API starts and never changes while it runs, so each language is read once. */
const CACHE_SECONDS = 300;

export const faqRoutes: RoutePlugin = async (app) => {
  const endpoint = ENDPOINTS.faqs.list;
  // Each language's answer as the bytes that go out: checked against the response schema and serialised once,
  // when it is first read, instead of on every request (decision 0048: the schema check and the UTF-8 encoding
  // of the whole FAQ cost more than everything else the request does).
  const cache = new Map<Language, Promise<Buffer>>();
  const read = async (language: Language) =>
    Buffer.from(JSON.stringify(v.parse(endpoint.responses[200], await listFaqCategories(app.db, language))));
  registerEndpoint(app, endpoint, async (request, reply) => {
    const { language } = request.query;
    let body = cache.get(language);
    if (!body) {
      body = read(language);
      cache.set(language, body);
      // A failed read is not kept: the next request tries the database again.
      body.catch(() => cache.delete(language));
    }
    return reply
      .header('cache-control', `public, max-age=${CACHE_SECONDS}`)
      .type('application/json; charset=utf-8')
      .send(await body);
  });
};
