/** GET /advertisers/billing-details for account page tests: the account page always reads it. */
import { http, HttpResponse } from 'msw';
import type { BillingDetails } from 'shared-contracts';
import { apiUrl } from 'shared-ui/testing';

export const NO_BILLING_DETAILS: BillingDetails = {
  country: null,
  region: null,
  companyName: null,
  taxNumber: null,
};

export function serveBillingDetails(details: BillingDetails = NO_BILLING_DETAILS) {
  return http.get(apiUrl('/advertisers/billing-details'), () => HttpResponse.json(details));
}
