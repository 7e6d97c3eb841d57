import * as v from 'valibot';
import { startDateSchema } from 'shared-contracts/dates';
import { createAdApplicationFormSchema } from './ad-application';
import { createAdResubmissionFormSchema } from './ad-resubmission';
import { englishErrors } from './test-helpers';

/** The strictest variants, as the pages build them: the name required, the start date's window from today. */
const AdApplicationFormSchema = createAdApplicationFormSchema({
  nameRequired: true,
  startDate: startDateSchema('from-today'),
});
const AdResubmissionFormSchema = createAdResubmissionFormSchema(false, startDateSchema('after-today'));

const png = (bytes = 4, name = 'banner.png', type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

// Today is 10 March 2026 in UTC, so the window runs to 10 April 2026.
beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-10T12:00:00Z') }));
afterEach(() => jest.useRealTimers());

function application(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ann Lee',
    imageFile: png(),
    title: 'Spring lobby banner',
    linkUrl: 'https://example.com/spring',
    plan: 'LOBBIES',
    startDate: '2026-03-17',
    duration: '3',
    country: 'US',
    region: '',
    ...overrides,
  };
}

const errors = (overrides: Record<string, unknown>) =>
  englishErrors(AdApplicationFormSchema, application(overrides));

describe('ad application form', () => {
  test('a complete application passes; duration becomes a number and a non-Canadian region is dropped', () => {
    const file = png();
    expect(v.parse(AdApplicationFormSchema, application({ imageFile: file, title: ' Spring ' }))).toEqual({
      name: 'Ann Lee',
      imageFile: file,
      title: 'Spring',
      weeklyResults: false,
      campaignName: null,
      linkUrl: 'https://example.com/spring',
      plan: 'LOBBIES',
      startDate: '2026-03-17',
      duration: 3,
      country: 'US',
      region: null,
      secondCreative: false,
      secondTitle: '',
      secondImageFile: null,
    });
  });

  describe('the banner and title in the other language', () => {
    test('off, nothing is asked; on, a title (at most 100 letters) and a banner are required', () => {
      expect(errors({ secondCreative: false, secondTitle: '', secondImageFile: null })).toEqual({});
      expect(errors({ secondCreative: true, secondTitle: ' ', secondImageFile: null })).toEqual({
        secondTitle: 'Please enter your ad title',
        secondImageFile: 'Please upload an image file',
      });
      expect(errors({ secondCreative: true, secondTitle: 'a'.repeat(101), secondImageFile: png() })).toEqual({
        secondTitle: expect.stringContaining('100'),
      });
      expect(errors({ secondCreative: true, secondTitle: '秋の展覧会', secondImageFile: png() })).toEqual({});
    });

    test('a run again of an ad with a second banner keeps it unless another is chosen', () => {
      const schema = createAdApplicationFormSchema({
        nameRequired: true,
        hasSecondBanner: true,
        startDate: startDateSchema('from-today'),
      });
      const parsed = v.safeParse(
        schema,
        application({ imageFile: png(), secondCreative: true, secondTitle: 'Autumn', secondImageFile: null }),
      );
      expect(parsed.success).toBe(true);
    });
  });

  describe('name', () => {
    test('is required and at most 50 characters when the account has no name', () => {
      expect(errors({ name: '' })).toEqual({ name: 'Please enter your full name' });
      expect(errors({ name: 'a'.repeat(50) })).toEqual({});
      expect(errors({ name: 'a'.repeat(51) })).toEqual({ name: 'Full name must be 50 characters or fewer' });
    });

    test('is not checked when the account already has a name', () => {
      const schema = createAdApplicationFormSchema({
        nameRequired: false,
        startDate: startDateSchema('from-today'),
      });
      expect(englishErrors(schema, application({ name: undefined }))).toEqual({});
    });
  });

  describe('image file', () => {
    test('must be a file', () => {
      expect(errors({ imageFile: undefined })).toEqual({ imageFile: 'Please upload an image file' });
      expect(errors({ imageFile: 'banner.png' })).toEqual({ imageFile: 'Please upload an image file' });
    });

    test('10,000,000 bytes is allowed and 10,000,001 is too large', () => {
      expect(errors({ imageFile: png(10_000_000) })).toEqual({});
      expect(errors({ imageFile: png(10_000_001) })).toEqual({
        imageFile: 'The file must be 10 MB or smaller',
      });
    });

    test.each([
      ['a.jpg', 'image/jpeg'],
      ['a.jpg', 'image/jpg'],
      ['a.webp', 'image/webp'],
      ['a.jpeg', ''],
    ])('%s declared as "%s" is an allowed type', (name, type) => {
      expect(errors({ imageFile: png(4, name, type) })).toEqual({});
    });

    test.each([
      ['a.gif', 'image/gif'],
      ['a.pdf', 'application/pdf'],
      ['a.svg', 'image/svg+xml'],
      ['a.gif', ''],
    ])('%s declared as "%s" is refused', (name, type) => {
      expect(errors({ imageFile: png(4, name, type) })).toEqual({
        imageFile: 'This file type is not allowed. Please choose a PNG, JPEG or WebP image',
      });
    });
  });

  describe('title', () => {
    test('is required, 100 characters pass and 101 do not', () => {
      expect(errors({ title: '  ' })).toEqual({ title: 'Please enter your ad title' });
      expect(errors({ title: 't'.repeat(100) })).toEqual({});
      expect(errors({ title: 't'.repeat(101) })).toEqual({
        title: 'Ad title must be 100 characters or fewer',
      });
    });
  });

  describe('link URL', () => {
    test.each(['http://example.com', 'https://example.com/a?b=c#d', '  https://例え.jp  '])(
      '%s is accepted',
      (linkUrl) => {
        expect(errors({ linkUrl })).toEqual({});
      },
    );

    test.each([
      'javascript:alert(1)',
      'data:text/html,hi',
      'ftp://example.com/file',
      'example.com',
      'https://',
      'mailto:a@b.jp',
    ])('%s is refused', (linkUrl) => {
      expect(errors({ linkUrl })).toEqual({ linkUrl: 'Please enter a valid URL starting with https://' });
    });

    test('is required', () => {
      expect(errors({ linkUrl: '' })).toEqual({ linkUrl: 'Please enter your ad link URL' });
    });
  });

  test('the plan must be one of the three', () => {
    expect(errors({ plan: 'COMPREHENSIVE' })).toEqual({});
    expect(errors({ plan: 'PREMIUM' })).toEqual({ plan: 'Please select a plan' });
    expect(errors({ plan: undefined })).toEqual({ plan: 'Please select a plan' });
  });

  describe('start date', () => {
    test('today and one month from today are the edges of the window', () => {
      expect(errors({ startDate: '2026-03-10' })).toEqual({});
      expect(errors({ startDate: '2026-04-10' })).toEqual({});
    });

    test('yesterday and one month and a day from today are refused', () => {
      const outside = { startDate: 'Please choose a start date between today and one month from today' };
      expect(errors({ startDate: '2026-03-09' })).toEqual(outside);
      expect(errors({ startDate: '2026-04-11' })).toEqual(outside);
    });

    test('the window follows the clock', () => {
      jest.setSystemTime(new Date('2026-04-01T00:00:00Z'));
      expect(errors({ startDate: '2026-03-17' })).toHaveProperty('startDate');
      expect(errors({ startDate: '2026-05-01' })).toEqual({});
    });

    test('one month from 31 January ends on the last day of February', () => {
      jest.setSystemTime(new Date('2026-01-31T09:00:00Z'));
      expect(errors({ startDate: '2026-02-28' })).toEqual({});
      expect(errors({ startDate: '2026-03-01' })).toHaveProperty('startDate');
    });

    test('an empty or impossible date is refused', () => {
      expect(errors({ startDate: '' })).toEqual({ startDate: 'Please select a start date' });
      expect(errors({ startDate: '2026-02-30' })).toEqual({ startDate: 'Please enter a valid date' });
    });
  });

  test('the duration is one of 1 to 12 months', () => {
    expect(v.parse(AdApplicationFormSchema, application({ duration: '1' })).duration).toBe(1);
    expect(v.parse(AdApplicationFormSchema, application({ duration: '12' })).duration).toBe(12);
    for (const duration of ['0', '13', 3, '']) {
      expect(errors({ duration })).toEqual({ duration: 'Please select a duration of 1 to 12 months' });
    }
  });

  describe('country and region', () => {
    test('the country must be in the list', () => {
      expect(errors({ country: 'JP' })).toEqual({});
      expect(errors({ country: 'XX' })).toEqual({ country: 'Please select a country from the list' });
      expect(errors({ country: '' })).toEqual({ country: 'Please select your country' });
    });

    test('Canada without a region is refused', () => {
      expect(errors({ country: 'CA', region: '' })).toEqual({
        region: 'Please select your province or territory',
      });
      expect(errors({ country: 'CA', region: undefined })).toEqual({
        region: 'Please select your province or territory',
      });
    });

    test('Canada needs one of its own regions, which is kept', () => {
      expect(errors({ country: 'CA', region: 'NY' })).toEqual({
        region: 'Please select a Canadian province or territory from the list',
      });
      expect(v.parse(AdApplicationFormSchema, application({ country: 'CA', region: 'QC' })).region).toBe(
        'QC',
      );
    });

    test('outside Canada no region is needed', () => {
      expect(errors({ country: 'JP', region: 'QC' })).toEqual({});
    });
  });
});

describe('ad resubmission form', () => {
  const resubmission = (overrides: Record<string, unknown> = {}) => ({
    title: 'Spring lobby banner',
    linkUrl: 'https://example.com/spring',
    plan: 'EXHIBITIONS',
    startDate: '2026-03-17',
    duration: '6',
    ...overrides,
  });
  const resubmissionErrors = (overrides: Record<string, unknown>) =>
    englishErrors(AdResubmissionFormSchema, resubmission(overrides));

  test('a new image is optional but checked when given', () => {
    expect(resubmissionErrors({})).toEqual({});
    expect(resubmissionErrors({ imageFile: null })).toEqual({});
    expect(resubmissionErrors({ imageFile: png(10_000_001) })).toEqual({
      imageFile: 'The file must be 10 MB or smaller',
    });
    expect(resubmissionErrors({ imageFile: png(4, 'a.gif', 'image/gif') })).toEqual({
      imageFile: 'This file type is not allowed. Please choose a PNG, JPEG or WebP image',
    });
  });

  test('title and link follow the application rules', () => {
    expect(resubmissionErrors({ title: 't'.repeat(101), linkUrl: 'javascript:alert(1)' })).toEqual({
      title: 'Ad title must be 100 characters or fewer',
      linkUrl: 'Please enter a valid URL starting with https://',
    });
  });

  test('the start date must be after today and within one month', () => {
    const outside = { startDate: 'Please choose a start date after today and within one month' };
    expect(resubmissionErrors({ startDate: '2026-03-10' })).toEqual(outside);
    expect(resubmissionErrors({ startDate: '2026-03-11' })).toEqual({});
    expect(resubmissionErrors({ startDate: '2026-04-10' })).toEqual({});
    expect(resubmissionErrors({ startDate: '2026-04-11' })).toEqual(outside);
  });

  test('the read-only plan and duration are kept as they were', () => {
    expect(v.parse(AdResubmissionFormSchema, resubmission())).toMatchObject({
      plan: 'EXHIBITIONS',
      duration: 6,
    });
  });
});

describe('campaign tags on the application', () => {
  test('off: the name is not checked and none is sent; on: it is trimmed and sent', () => {
    const off = v.parse(
      AdApplicationFormSchema,
      application({ imageFile: png(), campaignName: 'two words' }),
    );
    expect(off.campaignName).toBeNull();
    expect(off).not.toHaveProperty('campaignTags');
    const on = v.parse(
      AdApplicationFormSchema,
      application({ imageFile: png(), campaignTags: true, campaignName: ' spring-2026 ' }),
    );
    expect(on.campaignName).toBe('spring-2026');
  });

  test('on: the name is required, at most 60 characters, letters, digits, - _ and . only', () => {
    const tagged = (campaignName: string) => errors({ campaignTags: true, campaignName }).campaignName;
    expect(tagged('')).toBe('Please enter your campaign name');
    expect(tagged('a'.repeat(61))).toBe('Campaign name must be 60 characters or fewer');
    expect(tagged('a b')).toBe(
      'The campaign name can use only letters, numbers, hyphens (-), underscores (_) and full stops (.), without spaces',
    );
    expect(tagged('秋の展覧会_2026.v1')).toBeUndefined();
  });

  test('the name’s mistake shows while other fields are still wrong', () => {
    expect(errors({ title: '', campaignTags: true, campaignName: 'a&b' })).toMatchObject({
      title: expect.any(String),
      campaignName: expect.stringContaining('can use only letters'),
    });
  });
});
