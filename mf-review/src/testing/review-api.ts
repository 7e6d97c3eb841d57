/** The desk's API as mf-review's tests meet it: the operator session, the queue with its held payments, one ad
 *  with its history, and factories for a review item, a held payment and an audit entry, answered through msw like the real routes (404 without a
 *  session, as the API's unknown-route answer). */
import { http, HttpResponse } from 'msw';
import type {
  AuditEntry,
  AuditLog,
  AuditLogEntry,
  HeldPayment,
  ReviewAd,
  ReviewAdAnswer,
  ReviewItem,
} from 'shared-contracts';
import { apiUrl, errorResponse } from 'shared-ui/testing';

export const OPERATOR_EMAIL = 'reviewer@example.com';

let nextId = 100;

export function aReviewItem(overrides: Partial<ReviewItem> = {}): ReviewItem {
  nextId += 1;
  return {
    id: nextId,
    title: 'Autumn lobby banner',
    linkUrl: 'https://gallery.example/autumn',
    linkDomain: 'gallery.example',
    linkWarnings: [],
    bannerUrl: `/api/files/banner-${nextId}.png`,
    bannerWidth: 960,
    bannerHeight: 150,
    plan: 'LOBBIES',
    duration: 2,
    startDate: '2026-12-01T00:00:00.000Z',
    endDate: '2027-02-01T00:00:00.000Z',
    advertiser: { id: 7, email: 'aiko@example.com', name: 'Aiko Tanaka', companyName: 'Tanaka Arts' },
    appliedBy: { name: 'Aiko Tanaka', email: 'aiko@example.com' },
    previousAdId: null,
    campaignName: null,
    payment: {
      status: 'COMPLETED',
      amountCents: 7232,
      currency: 'USD',
      receiptNumber: '2026-000042',
      paidAt: '2026-11-23T09:30:00.000Z',
    },
    submittedAt: '2026-11-23T09:30:00.000Z',
    language: 'en',
    creativeLanguage: 'en',
    secondCreative: null,
    ...overrides,
  };
}

export function aReviewAd(overrides: Partial<ReviewAd> = {}): ReviewAd {
  return {
    ...aReviewItem(),
    status: 'PENDING',
    rejectionReason: null,
    rejectedCreatives: null,
    ...overrides,
  };
}

export function anAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    action: 'approve',
    actor: OPERATOR_EMAIL,
    reason: null,
    at: '2026-11-23T10:15:00.000Z',
    ...overrides,
  };
}

/** GET /operator-auth/session: the operator signed in, or null. */
export function serveOperatorSession(email: string | null = OPERATOR_EMAIL) {
  return http.get(apiUrl('/operator-auth/session'), () =>
    HttpResponse.json({ operator: email ? { email } : null }),
  );
}

export function aHeldPayment(overrides: Partial<HeldPayment> = {}): HeldPayment {
  nextId += 1;
  return {
    id: nextId,
    adId: 12,
    adTitle: 'Winter lobby banner',
    advertiserEmail: 'aiko@example.com',
    reason: 'amount',
    pricedCents: 7232,
    paidCents: 100,
    paidCurrency: 'usd',
    livemode: false,
    heldAt: '2026-11-23T09:30:00.000Z',
    ...overrides,
  };
}

/** GET /review/ads answering each list in turn, the last one repeating, with no payment needing attention. */
export function serveQueue(...lists: ReviewItem[][]) {
  return serveQueueAndAttention(...lists.map((ads) => ({ ads, attention: [] })));
}

/** GET /review/ads answering each answer in turn (ads and held payments), the last one repeating. */
export function serveQueueAndAttention(...answers: { ads: ReviewItem[]; attention: HeldPayment[] }[]) {
  let call = 0;
  return http.get(apiUrl('/review/ads'), () => {
    const answer = answers[Math.min(call, answers.length - 1)] ?? { ads: [], attention: [] };
    call += 1;
    return HttpResponse.json(answer);
  });
}

/** GET /review/ads/:id answering `answer` for its id, 404 for any other. */
export function serveReviewAd(answer: ReviewAdAnswer) {
  return http.get(apiUrl('/review/ads/:id'), ({ params }) =>
    params.id === String(answer.ad.id) ? HttpResponse.json(answer) : errorResponse(404, 'NOT_FOUND'),
  );
}

let nextEntryId = 1;

/** A line of the whole audit log: by default the signed-in operator approving ad 42. */
export function anAuditLogEntry(overrides: Partial<AuditLogEntry> = {}): AuditLogEntry {
  nextEntryId += 1;
  return {
    id: nextEntryId,
    action: 'approve',
    actor: { kind: 'operator', email: OPERATOR_EMAIL },
    subject: null,
    adId: 42,
    reason: null,
    at: '2026-11-23T10:15:00.000Z',
    ...overrides,
  };
}

/** GET /review/audit-log answering `answer(operatorId)`, the filter read from the query (null for everyone). */
export function serveAuditLog(answer: (operatorId: number | null) => AuditLog) {
  return http.get(apiUrl('/review/audit-log'), ({ request }) => {
    const id = new URL(request.url).searchParams.get('operatorId');
    return HttpResponse.json(answer(id === null ? null : Number(id)));
  });
}
