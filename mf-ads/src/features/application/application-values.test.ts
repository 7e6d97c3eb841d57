import { type AdApplicationForm } from 'shared-contracts';
import { anAd, anAdvertiser } from 'shared-contracts/testing';
import {
  createAdRequest,
  creativeLanguageOf,
  initialApplicationValues,
  needsCountry,
  needsName,
  runAgainValues,
} from './application-values';
import { parseIsoDate } from 'shared-contracts/dates';

const today = parseIsoDate('2026-01-24')!;

describe('which optional fields the application asks for', () => {
  test('the name only when the account has none', () => {
    expect(needsName(anAdvertiser({ name: null }))).toBe(true);
    expect(needsName(anAdvertiser({ name: '  ' }))).toBe(true);
    expect(needsName(anAdvertiser({ name: 'Ann Lee' }))).toBe(false);
  });

  test('the country when there is none, it is unknown, or it is Canada without a province', () => {
    expect(needsCountry(anAdvertiser({ country: null }))).toBe(true);
    expect(needsCountry(anAdvertiser({ country: 'XX' }))).toBe(true);
    expect(needsCountry(anAdvertiser({ country: 'CA', region: null }))).toBe(true);
    expect(needsCountry(anAdvertiser({ country: 'CA', region: 'QC' }))).toBe(false);
    expect(needsCountry(anAdvertiser({ country: 'JP', region: null }))).toBe(false);
  });
});

describe('the form defaults', () => {
  test('Lobbies, one month, 7 days from today, no country until one is chosen', () => {
    expect(initialApplicationValues(anAdvertiser({ name: null, country: null }), today)).toEqual({
      name: '',
      imageFile: null,
      title: '',
      linkUrl: '',
      plan: 'LOBBIES',
      startDate: '2026-01-31',
      duration: '1',
      country: '',
      region: '',
      weeklyResults: false,
      campaignTags: false,
      campaignName: '',
      creativeLanguage: 'en',
      secondCreative: false,
      secondTitle: '',
      secondImageFile: null,
    });
  });

  test('the first banner and title are in the interface language until another is named', () => {
    expect(initialApplicationValues(anAdvertiser(), today, 'ja').creativeLanguage).toBe('ja');
  });

  test("the advertiser's own country and province", () => {
    expect(initialApplicationValues(anAdvertiser({ country: 'CA', region: 'BC' }), today)).toMatchObject({
      country: 'CA',
      region: 'BC',
    });
  });
});

test('the POST /ads body has UTC dates, an end date months later (clamped to the month), and status UNPAID', () => {
  const form: AdApplicationForm = {
    name: '',
    imageFile: new File(['x'], 'banner.png'),
    title: 'Spring show',
    linkUrl: 'https://gallery.example',
    plan: 'COMPREHENSIVE',
    startDate: '2026-01-31',
    duration: 1,
    country: 'JP',
    region: null,
    weeklyResults: false,
    campaignName: 'spring-show',
    secondCreative: false,
    secondTitle: '',
    secondImageFile: null,
  };

  const request = createAdRequest(form, {
    advertiser: anAdvertiser({ name: 'Ann Lee' }),
    imageUrl: '/api/files/ads/1.png',
    language: 'ja',
    creativeLanguage: 'ja',
    secondImageUrl: null,
  });

  expect(request).toEqual({
    name: 'Ann Lee',
    title: 'Spring show',
    linkUrl: 'https://gallery.example',
    plan: 'COMPREHENSIVE',
    startDate: '2026-01-31T00:00:00.000Z',
    duration: 1,
    country: 'JP',
    region: null,
    language: 'ja',
    imageUrl: '/api/files/ads/1.png',
    endDate: '2026-02-28T00:00:00.000Z',
    status: 'UNPAID',
    campaignName: 'spring-show',
    creativeLanguage: 'ja',
  });

  // With a banner and title in the other language, both travel.
  const both = createAdRequest(
    { ...form, secondCreative: true, secondTitle: 'Spring show (English)' },
    {
      advertiser: anAdvertiser({ name: 'Ann Lee' }),
      imageUrl: '/api/files/ads/1.png',
      language: 'ja',
      creativeLanguage: 'ja',
      secondImageUrl: '/api/files/ads/2.png',
    },
  );
  expect(both.secondCreative).toEqual({ title: 'Spring show (English)', imageUrl: '/api/files/ads/2.png' });
});

test('Run again carries both creatives: the second title is filled in, its banner and the first language kept', () => {
  const previous = anAd({
    language: 'en',
    creativeLanguage: 'ja',
    title: '港のロビー',
    secondCreative: { title: 'Harbour lobby', imageUrl: '/api/files/ads/en.png' },
  });
  const start = parseIsoDate('2026-02-10');
  if (!start) throw new Error('unreadable date');
  expect(runAgainValues(anAdvertiser(), previous, start, start)).toMatchObject({
    title: '港のロビー',
    secondCreative: true,
    secondTitle: 'Harbour lobby',
    secondImageFile: null,
    creativeLanguage: 'ja',
  });
  expect(creativeLanguageOf(previous, 'en')).toBe('ja');
  expect(creativeLanguageOf(undefined, 'en')).toBe('en');
  expect(runAgainValues(anAdvertiser(), anAd(), start, start)).toMatchObject({ secondCreative: false });
});
