/** Test data that looks like what the API sends: an advertiser and an ad with realistic defaults, each call a
 *  new id, any field overridable. Dates follow the clock, so a fixed fake clock gives fixed dates. */
import type { Ad } from '../api/schemas/ad';
import type { Advertiser } from '../api/schemas/advertiser-record';
import { calculateEndDate, defaultStartDate, todayUtc, toUtcIso } from '../dates/calendar';

let nextAdvertiserId = 1;
let nextAdId = 1;

export function anAdvertiser(overrides: Partial<Advertiser> = {}): Advertiser {
  const id = overrides.id ?? nextAdvertiserId++;
  return {
    id,
    name: 'Ann Lee',
    email: `advertiser${id}@example.com`,
    language: 'en',
    country: 'US',
    region: null,
    personId: id,
    role: 'owner',
    accounts: [{ id, name: null, role: 'owner' }],
    ...overrides,
  };
}

export function anAd(overrides: Partial<Ad> = {}): Ad {
  const id = overrides.id ?? nextAdId++;
  const today = todayUtc();
  const start = defaultStartDate(today);
  const duration = overrides.duration ?? 3;
  return {
    id,
    title: `Spring lobby banner ${id}`,
    linkUrl: 'https://example.com/spring',
    imageUrl: `/api/files/ads/${id}.png`,
    plan: 'LOBBIES',
    status: 'ACTIVE',
    clicks: 12,
    impressions: 3400,
    startDate: toUtcIso(start),
    endDate: toUtcIso(calculateEndDate(start, duration)),
    duration,
    language: 'en',
    name: 'Ann Lee',
    country: 'US',
    region: null,
    rejectionReason: null,
    rejectionReasonLanguage: null,
    campaignName: null,
    reviewRequestedAt: null,
    creativeLanguage: 'en',
    secondCreative: null,
    rejectedCreatives: null,
    appliedBy: null,
    createdAt: `${today.toString()}T09:00:00.000Z`,
    ...overrides,
  };
}
