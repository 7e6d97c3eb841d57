/** The FAQ categories with their questions (GET /ad-faq/category-with-faq) in the interface language. SPEC §7
 *  notes the original always asked for English; the API serves both languages, so a Japanese visitor reads
 *  Japanese answers. A failure is the read's error state, which the page shows with Retry (no silent retries). */
import { FaqCategoryListSchema, useShellServices, type FaqQuery } from 'shared-contracts';
import { useApiRead } from 'shared-ui';

export const FAQ_PATH = '/ad-faq/category-with-faq';

export function useFaqCategories() {
  const { api, language } = useShellServices();
  return useApiRead(
    [FAQ_PATH, language.current] as const,
    ([path, current]) => {
      const query: FaqQuery = { language: current };
      return api.request(path, { query, schema: FaqCategoryListSchema });
    },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
