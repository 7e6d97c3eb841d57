/** The FAQ categories with their questions (GET /ad-faq/category-with-faq) in the interface language. SPEC §7
 *  notes the original always asked for English; the API serves both languages, so a Japanese visitor reads
 *  Japanese answers. A failure is SWR's error state, which the page shows with Retry (no silent retries). */
import useSWR from 'swr';
import {
  FaqCategoryListSchema,
  useShellServices,
  type ApiError,
  type FaqCategoryList,
  type FaqQuery,
} from 'shared-contracts';

export const FAQ_PATH = '/ad-faq/category-with-faq';

export function useFaqCategories() {
  const { api, language } = useShellServices();
  const query: FaqQuery = { language: language.current };
  return useSWR<FaqCategoryList, ApiError>(
    [FAQ_PATH, query.language],
    async () => {
      const result = await api.request(FAQ_PATH, { query, schema: FaqCategoryListSchema });
      // SWR keeps whatever the fetcher throws as `error`; the ApiError value is all the page needs.
      if (!result.ok) throw result.error;
      return result.data;
    },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
