import * as v from 'valibot';
import { CheckoutRequestSchema, CheckoutResponseSchema } from './checkout';
import { ResendEmailRequestSchema } from './advertiser';
import { IdParamsSchema, IdSchema, MAX_ID } from './common';
import { validate } from '../../validation/issues';
import { EnquiryQuerySchema, EnquiryRequestSchema } from './enquiry';
import { FaqCategoryListSchema, FaqQuerySchema } from './faq';
import { UploadFieldsSchema, UploadResponseSchema } from './upload';

describe('checkout', () => {
  test('the request names plan, months, user and ad; amounts are never sent', () => {
    const body = { plan: 'COMPREHENSIVE', duration: 6, userId: 3, adId: 9, amount: 1 };
    expect(v.parse(CheckoutRequestSchema, body)).toEqual({
      plan: 'COMPREHENSIVE',
      duration: 6,
      userId: 3,
      adId: 9,
    });
    expect(v.safeParse(CheckoutRequestSchema, { ...body, duration: '6' }).success).toBe(false);
  });

  test('the answer is a web address to send the browser to', () => {
    expect(v.safeParse(CheckoutResponseSchema, { url: 'https://checkout.example.com/c/1' }).success).toBe(
      true,
    );
    expect(v.safeParse(CheckoutResponseSchema, { url: 'javascript:alert(1)' }).success).toBe(false);
  });
});

describe('upload', () => {
  test('the multipart fields carry an empty key and an allowed extension', () => {
    expect(v.parse(UploadFieldsSchema, { key: '', fileType: 'webp' })).toEqual({ key: '', fileType: 'webp' });
    expect(v.safeParse(UploadFieldsSchema, { key: '', fileType: 'gif' }).success).toBe(false);
    expect(v.safeParse(UploadFieldsSchema, { key: '../../etc/passwd', fileType: 'png' }).success).toBe(false);
  });

  test('the answer is the image address', () => {
    expect(v.parse(UploadResponseSchema, { url: '/api/files/ads/x.png' })).toEqual({
      url: '/api/files/ads/x.png',
    });
  });
});

describe('enquiries and FAQs', () => {
  test('an enquiry needs the bot-check token and comes from the ads portal', () => {
    expect(
      v.safeParse(EnquiryRequestSchema, { name: 'Ann', email: 'a@b.jp', message: 'Hi', token: 't' }).success,
    ).toBe(true);
    expect(v.safeParse(EnquiryRequestSchema, { name: 'Ann', email: 'a@b.jp', message: 'Hi' }).success).toBe(
      false,
    );
    expect(v.safeParse(EnquiryQuerySchema, { origin: 'ads' }).success).toBe(true);
  });

  test('FAQ language defaults to English and categories hold their questions', () => {
    expect(v.parse(FaqQuerySchema, {})).toEqual({ language: 'en' });
    const list = [
      { id: 1, name: 'Payment', adFaqs: [{ id: 2, question: 'Refunds?', answer: 'No.<br>Sorry.' }] },
    ];
    expect(v.parse(FaqCategoryListSchema, list)).toEqual(list);
  });
});

describe('ids', () => {
  test('path ids are whole numbers from 1 to the largest a 32-bit id column holds', () => {
    expect(v.parse(IdParamsSchema, { id: '42' })).toEqual({ id: 42 });
    expect(v.parse(IdParamsSchema, { id: '2147483647' })).toEqual({ id: MAX_ID });
    for (const id of ['0', '-1', '1.5', 'abc', '', '042', '1e3', '2147483648', '999999999999999'])
      expect({ id, valid: v.safeParse(IdParamsSchema, { id }).success }).toEqual({ id, valid: false });
  });

  test('body ids follow the same rule', () => {
    expect(v.parse(IdSchema, MAX_ID)).toBe(MAX_ID);
    for (const id of [0, -1, 1.5, MAX_ID + 1, 1e308, Number.POSITIVE_INFINITY, '7'])
      expect({ id, valid: v.safeParse(IdSchema, id).success }).toEqual({ id, valid: false });
  });

  test('a refused id is named in both languages', () => {
    expect(validate(ResendEmailRequestSchema, { userId: 1e308, accountId: 'a' })).toEqual({
      ok: false,
      fields: { userId: { en: 'This id is not valid', ja: 'このIDは正しくありません' } },
    });
  });
});
