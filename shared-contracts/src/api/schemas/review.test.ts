import * as v from 'valibot';
import {
  EnrolOperatorRequestSchema,
  OperatorSignInRequestSchema,
  SetOperatorPasswordRequestSchema,
} from './operator-auth';
import { AuditEntrySchema, ReviewAdAnswerSchema } from './review';

const item = {
  id: 4,
  title: 'Autumn lobby',
  linkUrl: 'https://bücher.example/autumn',
  linkDomain: 'bücher.example',
  linkWarnings: ['punycode'],
  bannerUrl: '/api/files/ads/a.png',
  bannerWidth: 960,
  bannerHeight: 150,
  plan: 'LOBBIES',
  duration: 3,
  startDate: '2026-12-01T00:00:00.000Z',
  endDate: '2027-03-01T00:00:00.000Z',
  advertiser: { id: 2, email: 'a@example.com', name: null, companyName: 'Acme' },
  payment: {
    status: 'COMPLETED',
    amountCents: 31500,
    currency: 'USD',
    receiptNumber: 'R-2026-000001',
    paidAt: '2026-11-20T10:00:00.000Z',
  },
  submittedAt: '2026-11-20T10:00:00.000Z',
  language: 'ja',
  previousAdId: null,
  campaignName: null,
};

describe('review', () => {
  test('an ad under review carries its status, and its history names actor, reason and time', () => {
    const answer = {
      ad: { ...item, status: 'REJECTED', rejectionReason: 'Blurry banner' },
      history: [
        {
          action: 'reject',
          actor: 'op@example.com',
          reason: 'Blurry banner',
          at: '2026-11-21T09:00:00.000Z',
        },
      ],
    };
    expect(v.parse(ReviewAdAnswerSchema, answer)).toEqual({
      ...answer,
      ad: { ...answer.ad, secondCreative: null, rejectedCreatives: null, appliedBy: null },
    });
    expect(
      v.safeParse(AuditEntrySchema, { action: 'pause', actor: 'x', reason: null, at: item.submittedAt })
        .success,
    ).toBe(false);
  });

  test('a link warning outside the list is refused', () => {
    const answer = { ad: { ...item, linkWarnings: ['typo'], status: 'PENDING', rejectionReason: null } };
    expect(v.safeParse(ReviewAdAnswerSchema, { ...answer, history: [] }).success).toBe(false);
  });
});

describe('operator auth', () => {
  test('a code is six digits; the spaces an app shows are removed', () => {
    expect(v.parse(EnrolOperatorRequestSchema, { token: 't', code: '123 456' })).toEqual({
      token: 't',
      code: '123456',
    });
    expect(v.safeParse(EnrolOperatorRequestSchema, { token: 't', code: '12345' }).success).toBe(false);
    expect(v.safeParse(EnrolOperatorRequestSchema, { token: '', code: '123456' }).success).toBe(false);
  });

  test('setting a password applies the advertisers’ rules; signing in only asks for one', () => {
    expect(v.safeParse(SetOperatorPasswordRequestSchema, { token: 't', password: 'short' }).success).toBe(
      false,
    );
    expect(
      v.safeParse(SetOperatorPasswordRequestSchema, { token: 't', password: 'Review-desk-1' }).success,
    ).toBe(true);
    expect(
      v.parse(OperatorSignInRequestSchema, { email: ' Op@Example.com ', password: 'x', code: '000000' }),
    ).toEqual({ email: 'op@example.com', password: 'x', code: '000000' });
  });
});
