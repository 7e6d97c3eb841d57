/** The frame every mail shares (issue 14, Japanese business conventions): the 【Virtual Art Exhibition】 subject,
 *  「{name} 様」, opening and closing lines, the signature with the contact page and the send-only notice, details
 *  as a list, and plain text that never speaks of a button, checked on renderMail and on every advertiser mail. */
import type { Language } from 'shared-contracts';
import type { MailMessage } from '../adapters/mail/mail';
import {
  accountClosedMail,
  confirmEmailMail,
  newEmailMail,
  resetPasswordMail,
  signInSlowedDownMail,
  signUpAttemptMail,
} from './account-mails';
import { adEndedMail } from './ad-ended-mail';
import { adApprovedMail, adRejectedMail } from './ad-mails';
import { receiptMail, refundMail } from './billing-mails';
import { renderMail } from './render-mail';

const ORIGIN = 'https://ads.example.com';
const CONTACT = `${ORIGIN}/contact`;

describe('renderMail', () => {
  test('a Japanese mail: bracketed brand subject, 様, opening, details list, closing and signature', () => {
    const { subject, text, html, links } = renderMail({
      to: 'hana@example.com',
      language: 'ja',
      name: '山田 花子',
      portalOrigin: ORIGIN,
      subject: '広告が承認されました',
      paragraphs: [
        '審査が完了しました。',
        {
          details: [
            { label: 'プラン', value: 'ロビープラン' },
            { label: '掲載期間', value: '2026年12月1日〜2027年1月31日' },
          ],
        },
      ],
      action: { label: '広告の詳細を見る', href: `${ORIGIN}/dashboard/ads/7` },
    });

    expect(subject).toBe('【Virtual Art Exhibition】広告が承認されました');
    const lines = text.split('\n');
    expect(lines[0]).toBe('山田 花子 様');
    expect(text).toContain('Virtual Art Exhibition 広告掲載をご利用いただき、ありがとうございます。');
    expect(text).toContain('・プラン：ロビープラン\n・掲載期間：2026年12月1日〜2027年1月31日');
    expect(text).toContain(`広告の詳細を見る：\n${ORIGIN}/dashboard/ads/7`);
    expect(text).toContain('今後ともよろしくお願いいたします。');
    expect(text).toContain(
      `Virtual Art Exhibition 広告掲載\nお問い合わせ：${CONTACT}\n※本メールは送信専用です。`,
    );
    expect(text).not.toMatch(/バーチャルアート展/);
    expect(html).toContain('山田 花子 様');
    expect(html).toContain('<li><strong>プラン</strong>：ロビープラン</li>');
    expect(html).toContain(`お問い合わせ：${CONTACT}`);
    expect(links).toEqual([`${ORIGIN}/dashboard/ads/7`]);
  });

  test('without a name the greeting fits anyone, and opening and closing can be the mail’s own', () => {
    const { text: ja } = renderMail({
      to: 'a@example.com',
      language: 'ja',
      name: '  ',
      subject: 'テスト',
      opening: 'ご登録いただき、ありがとうございます。',
      closing: 'これまでのご利用、誠にありがとうございました。',
      paragraphs: ['本文'],
    });
    expect(ja.split('\n')[0]).toBe('ご担当者様');
    expect(ja).toContain('ご登録いただき、ありがとうございます。');
    expect(ja).not.toContain('ご利用いただき、ありがとうございます。');
    expect(ja).toContain('これまでのご利用、誠にありがとうございました。');
    expect(ja).not.toContain('今後ともよろしくお願いいたします。');

    const { subject: enSubject, text: en } = renderMail({
      to: 'a@example.com',
      language: 'en',
      subject: 'Test',
      paragraphs: ['Body'],
    });
    expect(enSubject).toBe('Test | Virtual Art Exhibition Advertising');
    expect(en.split('\n')[0]).toBe('Hello,');
    expect(en).toContain('Kind regards,');
    expect(en).toContain('Virtual Art Exhibition Advertising\nThis email comes from a send-only address');
  });

  test('an English mail greets by name and lists details with a colon', () => {
    const { text } = renderMail({
      to: 'hana@example.com',
      language: 'en',
      name: 'Hana',
      portalOrigin: ORIGIN,
      subject: 'Your ad has been approved',
      paragraphs: [{ details: [{ label: 'Sold by', value: 'Seller\n1 Main St' }] }],
    });
    expect(text.split('\n')[0]).toBe('Hello Hana,');
    expect(text).toContain('- Sold by: Seller\n  1 Main St');
    expect(text).toContain(`Contact us: ${CONTACT}`);
  });

  test('the account’s company name goes above the person’s name, or above ご担当者様', () => {
    const mail = (name: string | null) =>
      renderMail({
        to: 'a@example.com',
        language: 'ja',
        name,
        company: '株式会社サンプル',
        subject: 'テスト',
        paragraphs: ['本文'],
      }).text;
    expect(mail('山田 花子')).toMatch(/^株式会社サンプル\n山田 花子 様\n\n/);
    expect(mail(null)).toMatch(/^株式会社サンプル\nご担当者様\n\n/);
  });

  test('names and details are escaped in the HTML', () => {
    const { html } = renderMail({
      to: 'x@example.com',
      language: 'en',
      name: '<b>Eve</b>',
      subject: 'Test',
      paragraphs: [{ details: [{ label: 'Ad', value: '<script>' }] }],
    });
    expect(html).toContain('Hello &lt;b&gt;Eve&lt;/b&gt;,');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script>');
  });
});

const SITE = { portalOrigin: ORIGIN, operatingCompany: 'Example Arts Inc.' };
const link = { ...SITE, token: 'token', ttlSeconds: 86_400 };
const ad = {
  id: 7,
  title: 'Autumn show',
  plan: 'LOBBIES' as const,
  duration: 2,
  startDate: '2026-12-01',
  endDate: '2027-01-31',
};
const receipt = (language: Language) => ({
  number: '2026-000001',
  issuedAt: new Date('2026-11-20T10:00:00Z'),
  language,
  adTitle: 'Autumn show',
  plan: 'LOBBIES' as const,
  months: 2,
  subtotalCents: 6400,
  taxLines: [{ name: 'HST' as const, rateBasisPoints: 1300, amountCents: 832 }],
  totalCents: 7232,
  seller: { name: 'Seller Inc.', address: ['1 Main St'], taxIds: [] },
});

/** Every mail an advertiser receives, for a recipient named Hana, in one language. */
function advertiserMails(language: Language): [string, MailMessage][] {
  const person = { id: 1, accountId: 'acc', email: 'hana@example.com', language, name: 'Hana' };
  const to = { email: person.email, name: 'Hana' };
  return [
    ['confirm email', confirmEmailMail(person, link)],
    ['new email', newEmailMail({ ...person, newEmail: 'new@example.com' }, link)],
    ['reset password', resetPasswordMail(person, link)],
    ['account closed', accountClosedMail(person, SITE)],
    ['sign-up attempt', signUpAttemptMail(person, SITE)],
    ['sign-in slowed', signInSlowedDownMail(person, { ...SITE, delaySeconds: 900 })],
    ['approved', adApprovedMail(to, { ...ad, language }, SITE)],
    ['rejected', adRejectedMail(to, { ...ad, language }, 'Blurry image', SITE)],
    ['ended', adEndedMail(to, { ...ad, language }, SITE)],
    ['receipt', receiptMail(to, receipt(language), SITE)],
    [
      'refund',
      refundMail(to, { adTitle: 'Autumn show', language, amountCents: 7232, receiptNumber: null }, SITE),
    ],
  ];
}

describe('every advertiser mail', () => {
  test.each(advertiserMails('ja'))('in Japanese: %s', (_kind, mail) => {
    expect(mail.subject).toMatch(/^【Virtual Art Exhibition】\S/);
    expect(mail.text.startsWith('Hana 様\n\n')).toBe(true);
    expect(mail.text).toContain(`お問い合わせ：${CONTACT}`);
    expect(mail.text).toContain('※本メールは送信専用です');
    expect(mail.text).toContain('運営会社：Example Arts Inc.');
    expect(mail.text).not.toMatch(/ボタン|バーチャルアート展/);
    expect(mail.html).not.toMatch(/バーチャルアート展/);
  });

  test.each(advertiserMails('en'))('in English: %s', (_kind, mail) => {
    expect(mail.subject).toMatch(/ \| Virtual Art Exhibition Advertising$/);
    expect(mail.text.startsWith('Hello Hana,\n\n')).toBe(true);
    expect(mail.text).toContain(`Contact us: ${CONTACT}`);
    expect(mail.text).toContain('send-only address');
    expect(mail.text).toContain('Operated by Example Arts Inc.');
    expect(mail.text).not.toMatch(/button/i);
  });

  test('the plan and the run of an approved ad are a list', () => {
    const [, approved] = advertiserMails('ja').find(([kind]) => kind === 'approved') ?? [];
    expect(approved?.text).toContain('・広告タイトル：Autumn show\n・プラン：');
    expect(approved?.text).toMatch(/・掲載期間：.+〜.+（2\u00a0ヶ月）/);
  });
});
