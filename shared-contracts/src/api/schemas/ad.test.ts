import * as v from 'valibot';
import { validate } from '../../validation/issues';
import { adRequestCalendar } from 'shared-contracts/dates';
import { AdSchema, createAdRequestSchema, UpdateAdRequestSchema, isImageUrl } from './ad';

/** The API's POST /ads rule: the endpoint table's schema with its calendar rules. */
const CreateAdRequestSchema = createAdRequestSchema(adRequestCalendar);

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-10T12:00:00Z') }));
afterEach(() => jest.useRealTimers());

const storedAd = {
  id: 7,
  title: 'Spring lobby banner',
  linkUrl: 'https://example.com/spring',
  imageUrl: 'https://data.example.com/ads/7.png',
  plan: 'LOBBIES',
  status: 'ACTIVE',
  clicks: 12,
  impressions: 3400,
  startDate: '2026-03-17T00:00:00.000Z',
  endDate: '2026-06-17T00:00:00.000Z',
  duration: 3,
  language: 'ja',
  name: 'Ann Lee',
  country: 'CA',
  region: 'QC',
  rejectionReason: null,
  rejectionReasonLanguage: null,
  reviewRequestedAt: '2026-03-09T10:00:00.000Z',
  campaignName: null,
  createdAt: '2026-03-10T11:59:00.000Z',
};

function createBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ann Lee',
    title: 'Spring lobby banner',
    linkUrl: 'https://example.com/spring',
    plan: 'LOBBIES',
    startDate: '2026-03-17T00:00:00.000Z',
    duration: 3,
    country: 'US',
    region: null,
    language: 'en',
    imageUrl: '/api/files/ads/abc.png',
    endDate: '2026-06-17T00:00:00.000Z',
    status: 'UNPAID',
    ...overrides,
  };
}

const fieldsOf = (body: Record<string, unknown>) => {
  const result = validate(CreateAdRequestSchema, body);
  return result.ok ? {} : Object.fromEntries(Object.entries(result.fields).map(([k, t]) => [k, t.en]));
};

describe('AdSchema', () => {
  test('reads an ad as the API sends it', () => {
    // An answer without the creatives' fields (an older API) reads as an ad with one creative.
    expect(v.parse(AdSchema, storedAd)).toEqual({
      ...storedAd,
      secondCreative: null,
      rejectedCreatives: null,
      appliedBy: null,
    });
  });

  test('refuses an unknown status or a date that is not an ISO instant', () => {
    expect(v.safeParse(AdSchema, { ...storedAd, status: 'LIVE' }).success).toBe(false);
    expect(v.safeParse(AdSchema, { ...storedAd, startDate: 'Mar 17, 2026' }).success).toBe(false);
  });
});

describe('POST /ads body', () => {
  test('a complete UNPAID application passes', () => {
    expect(fieldsOf(createBody())).toEqual({});
  });

  test('only UNPAID can be created, so nobody skips payment', () => {
    expect(fieldsOf(createBody({ status: 'PENDING' }))).toHaveProperty('status');
    expect(fieldsOf(createBody({ status: 'ACTIVE' }))).toHaveProperty('status');
  });

  test('the end date must be the start date plus the duration', () => {
    expect(fieldsOf(createBody({ endDate: '2026-07-17T00:00:00.000Z' }))).toEqual({
      endDate: 'Please enter a valid date',
    });
  });

  test('a javascript: link, a 101-character title and a 13-month duration are refused', () => {
    expect(
      fieldsOf(createBody({ linkUrl: 'javascript:alert(1)', title: 't'.repeat(101), duration: 13 })),
    ).toEqual({
      linkUrl: 'Please enter a valid URL starting with https://',
      title: 'Ad title must be 100 characters or fewer',
      duration: 'Please select a duration of 1 to 12 months',
    });
  });

  test('Canada needs one of its regions; elsewhere the region is dropped', () => {
    expect(fieldsOf(createBody({ country: 'CA', region: null }))).toEqual({
      region: 'Please select your province or territory',
    });
    expect(fieldsOf(createBody({ country: 'CA', region: 'ZZ' }))).toHaveProperty('region');
    expect(v.parse(CreateAdRequestSchema, createBody({ country: 'CA', region: 'ON' })).region).toBe('ON');
    expect(v.parse(CreateAdRequestSchema, createBody({ country: 'JP', region: 'ON' })).region).toBeNull();
  });

  test('the start date must fall between today and one month from today', () => {
    expect(
      fieldsOf(createBody({ startDate: '2026-03-09T00:00:00.000Z', endDate: '2026-06-09T00:00:00.000Z' })),
    ).toEqual({
      startDate: 'Please choose a start date between today and one month from today',
    });
    expect(
      fieldsOf(createBody({ startDate: '2026-04-10T00:00:00.000Z', endDate: '2026-07-10T00:00:00.000Z' })),
    ).toEqual({});
  });

  test('a start date at the end of the calendar is refused, not thrown', () => {
    // Adding the months would leave the calendar, so no end date is computed for a start outside the window.
    const fields = fieldsOf(createBody({ startDate: '+275760-09-12T00:00:00.000Z' }));
    expect(Object.keys(fields)).toEqual(['startDate']);
  });
});

describe('PATCH /ads/:id body', () => {
  test('the whole ad may be sent; only the changeable fields are kept', () => {
    expect(v.parse(UpdateAdRequestSchema, { ...storedAd, status: 'PAUSED' })).toEqual({
      status: 'PAUSED',
      title: storedAd.title,
      linkUrl: storedAd.linkUrl,
      imageUrl: storedAd.imageUrl,
      startDate: storedAd.startDate,
      endDate: storedAd.endDate,
      language: 'ja',
      plan: 'LOBBIES',
      duration: 3,
      campaignName: null,
    });
  });

  test('a status alone is enough, and a changed link is still checked', () => {
    expect(v.parse(UpdateAdRequestSchema, { status: 'ACTIVE' })).toEqual({ status: 'ACTIVE' });
    expect(
      v.safeParse(UpdateAdRequestSchema, { status: 'PENDING', linkUrl: 'data:text/html,x' }).success,
    ).toBe(false);
  });
});

test('image addresses are http(s) URLs or same-origin paths', () => {
  expect(isImageUrl('https://data.example.com/a.png')).toBe(true);
  expect(isImageUrl('/api/files/a.png')).toBe(true);
  expect(isImageUrl('//evil.example/a.png')).toBe(false);
  expect(isImageUrl('javascript:alert(1)')).toBe(false);
});
