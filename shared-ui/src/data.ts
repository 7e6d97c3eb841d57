/** The `shared-ui/data` entry (decision 0044): SWR for reads, one mutation helper for writes, one rule for error
 *  toasts (decision 0021). A shared singleton of its own, so swr loads with the first page that reads or writes
 *  through the API, not with the shell's start or the home page. */
export { useApiRead } from './data/use-api-read';
export { useApiMutation } from './data/use-api-mutation';
export type { ApiMutation, ApiMutationOptions } from './data/use-api-mutation';
export { apiErrorText, isExplainedRefusal } from './data/api-error-text';
