import { anAd } from 'shared-contracts/testing';
import { initialResubmissionValues, resubmissionRequest } from './resubmission-values';
import { parseIsoDate } from 'shared-contracts/dates';

const today = parseIsoDate('2026-03-10')!;

test('keeps the ad’s start date while the picker can still offer it', () => {
  const ad = anAd({ startDate: '2026-03-25T00:00:00.000Z', duration: 2, plan: 'EXHIBITIONS' });
  expect(initialResubmissionValues(ad, today)).toMatchObject({
    startDate: '2026-03-25',
    duration: '2',
    plan: 'EXHIBITIONS',
    imageFile: null,
  });
});

test('moves a start date that is too soon or past to 7 days from today', () => {
  expect(initialResubmissionValues(anAd({ startDate: '2026-03-12T00:00:00.000Z' }), today).startDate).toBe(
    '2026-03-17',
  );
  expect(initialResubmissionValues(anAd({ startDate: '2026-02-01T00:00:00.000Z' }), today).startDate).toBe(
    '2026-03-17',
  );
});

test('the PATCH body is the whole ad as PENDING, with the plan and duration it had', () => {
  const ad = anAd({ status: 'REJECTED', plan: 'LOBBIES', duration: 12 });
  const request = resubmissionRequest(
    ad,
    {
      imageFile: null,
      title: 'New title',
      linkUrl: 'https://gallery.example/new',
      campaignName: 'new-title',
      plan: 'COMPREHENSIVE',
      startDate: '2026-03-31',
      duration: 1,
      secondCreative: false,
      secondTitle: '',
      secondImageFile: null,
    },
    { imageUrl: ad.imageUrl, language: 'en', secondImageUrl: null },
  );
  expect(request).toEqual({
    ...ad,
    title: 'New title',
    linkUrl: 'https://gallery.example/new',
    campaignName: 'new-title',
    startDate: '2026-03-31T00:00:00.000Z',
    endDate: '2027-03-31T00:00:00.000Z',
    plan: 'LOBBIES',
    duration: 12,
    status: 'PENDING',
    language: 'en',
    secondCreative: null,
  });
});
