/** The FAQ categories with their questions (GET /ad-faq/category-with-faq) in the interface language. The
 *  original portal always asked for English; the API serves both languages, so a Japanese visitor reads
 *  Japanese answers. A failure is the read's error state, which the page shows with Retry (no silent retries). */
import { useShellServices } from 'shell-runtime';
import { ENDPOINTS } from 'shared-contracts/api';
import { useApiRead } from 'shared-ui/data';

export function useFaqCategories() {
  const { api, language } = useShellServices();
  return useApiRead(
    [ENDPOINTS.faqs.list.path, language.current] as const,
    ([, current]) => api.faqs.list({ language: current }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
