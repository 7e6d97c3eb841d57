/** POST /enquiries?origin=ads (SPEC §7): the contact form's name, email and message with its bot-check token.
 *  The API answers 201 with a thank-you; every outcome comes back as an ApiResult value. */
import { useCallback } from 'react';
import { useShellServices, type ApiResult, type EnquiryQuery, type EnquiryRequest } from 'shared-contracts';

/** This portal's enquiries are always about advertising; the operator's inbox also receives other products'. */
const QUERY: EnquiryQuery = { origin: 'ads' };

export function useSendEnquiry(): (enquiry: EnquiryRequest) => Promise<ApiResult<unknown>> {
  const { api } = useShellServices();
  return useCallback(
    (enquiry) => api.request('/enquiries', { method: 'POST', query: QUERY, body: enquiry }),
    [api],
  );
}
