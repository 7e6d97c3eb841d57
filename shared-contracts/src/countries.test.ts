import {
  CANADA,
  COUNTRY_CODES,
  DEFAULT_COUNTRY,
  REGION_CODES,
  isCanadianRegion,
  isCountryCode,
} from './country-codes';
import {
  CANADIAN_REGIONS,
  COUNTRIES,
  countriesInOrder,
  countryName,
  placeName,
  regionName,
} from './countries';

describe('COUNTRIES', () => {
  test('starts with United States, Canada and Japan', () => {
    expect(COUNTRIES.slice(0, 3).map((country) => country.name.en)).toEqual([
      'United States',
      'Canada',
      'Japan',
    ]);
  });

  test('lists the rest alphabetically by English name', () => {
    const rest = COUNTRIES.slice(3).map((country) => country.name.en);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('en').compare));
  });

  test('holds every ISO 3166-1 country once, each with a two-letter code', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRIES.length);
    for (const code of COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(COUNTRY_CODES).toEqual(expect.arrayContaining(['GB', 'DE', 'FR', 'KR', 'BR', 'AU', 'ZW', 'AX']));
  });

  test('every country has a distinct English and Japanese name', () => {
    for (const { name } of COUNTRIES) {
      expect(name.en.trim()).not.toBe('');
      expect(name.ja.trim()).not.toBe('');
    }
    expect(new Set(COUNTRIES.map((c) => c.name.en)).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((c) => c.name.ja)).size).toBe(COUNTRIES.length);
  });

  test('the form defaults to the United States and Canada is the country with regions', () => {
    expect(DEFAULT_COUNTRY).toBe('US');
    expect(CANADA).toBe('CA');
    expect(COUNTRIES[0]?.code).toBe(DEFAULT_COUNTRY);
  });
});

describe('countryName', () => {
  test('names countries in English and Japanese', () => {
    expect(countryName('US', 'en')).toBe('United States');
    expect(countryName('US', 'ja')).toBe('アメリカ合衆国');
    expect(countryName('CA', 'ja')).toBe('カナダ');
    expect(countryName('JP', 'ja')).toBe('日本');
    expect(countryName('GB', 'en')).toBe('United Kingdom');
    expect(countryName('GB', 'ja')).toBe('イギリス');
  });

  test('shows an unknown code as it is', () => {
    expect(countryName('ZZ', 'en')).toBe('ZZ');
  });
});

describe('isCountryCode', () => {
  test('accepts listed upper-case codes only', () => {
    expect(isCountryCode('JP')).toBe(true);
    expect(isCountryCode('jp')).toBe(false);
    expect(isCountryCode('XK')).toBe(false);
    expect(isCountryCode('')).toBe(false);
  });
});

describe('CANADIAN_REGIONS', () => {
  test('are the 13 provinces and territories of Canada, in order', () => {
    expect(CANADIAN_REGIONS.map((region) => region.name.en)).toEqual([
      'Alberta',
      'British Columbia',
      'Manitoba',
      'New Brunswick',
      'Newfoundland and Labrador',
      'Northwest Territories',
      'Nova Scotia',
      'Nunavut',
      'Ontario',
      'Prince Edward Island',
      'Quebec',
      'Saskatchewan',
      'Yukon',
    ]);
    expect(REGION_CODES).toEqual([
      'AB',
      'BC',
      'MB',
      'NB',
      'NL',
      'NT',
      'NS',
      'NU',
      'ON',
      'PE',
      'QC',
      'SK',
      'YT',
    ]);
  });

  test('every region has an English and a Japanese name', () => {
    for (const { name } of CANADIAN_REGIONS) {
      expect(name.en).not.toBe('');
      expect(name.ja).toMatch(/(州|準州)$/);
    }
  });

  test('regionName and isCanadianRegion read the same list', () => {
    expect(regionName('QC', 'en')).toBe('Quebec');
    expect(regionName('QC', 'ja')).toBe('ケベック州');
    expect(regionName('YT', 'ja')).toBe('ユーコン準州');
    expect(regionName('XX', 'ja')).toBe('XX');
    expect(isCanadianRegion('ON')).toBe(true);
    expect(isCanadianRegion('CA')).toBe(false);
    expect(isCanadianRegion('on')).toBe(false);
  });
});

describe('countriesInOrder', () => {
  test('keeps the English order as COUNTRIES holds it', () => {
    expect(countriesInOrder('en')).toEqual(COUNTRIES);
  });

  test('lists the Japanese names 五十音順 after the United States, Canada and Japan', () => {
    const names = countriesInOrder('ja').map((country) => country.name.ja);
    expect(names.slice(0, 3)).toEqual(['アメリカ合衆国', 'カナダ', '日本']);
    const rest = names.slice(3);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('ja').compare));
    expect(rest.indexOf('アイスランド')).toBeLessThan(rest.indexOf('ジンバブエ'));
  });

  test('holds every country once in either language', () => {
    expect(new Set(countriesInOrder('ja').map((country) => country.code))).toEqual(new Set(COUNTRY_CODES));
    expect(countriesInOrder('ja')).toHaveLength(COUNTRIES.length);
  });
});

test('placeName writes a province and its country in each language’s order', () => {
  expect(placeName('CA', 'ON', 'en')).toBe('Ontario, Canada');
  expect(placeName('CA', 'ON', 'ja')).toBe('カナダ オンタリオ州');
  expect(placeName('JP', null, 'en')).toBe('Japan');
});
