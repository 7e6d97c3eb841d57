/** The `shared-ui/calls` entry (decision 0071): what a page needs to send a change to the API and to show the texts
 *  of shared-contracts, without reading anything through SWR. One mutation helper for writes and one rule for error
 *  toasts (decision 0021), and `useContractText`, the one reader of the contract texts those answers and forms show
 *  (decisions 0023, 0062). A shared singleton of its own, apart from `shared-ui/data` (the reads, with swr inside),
 *  so the pages that only send (sign-in, sign-up, the new-password request, contact …) load no SWR at all. */
export { useApiMutation } from './calls/use-api-mutation';
export type { ApiMutation, ApiMutationOptions } from './calls/use-api-mutation';
export { apiErrorText, isExplainedRefusal } from './calls/api-error-text';
export { useContractText } from './i18n/use-contract-text';
export type { ContractText } from './i18n/use-contract-text';
