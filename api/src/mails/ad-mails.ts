/** The mails an operator's review sends about an ad (approved, rejected with the reason), in the language the ad
 *  was submitted in. They link to the portal's own pages: the ad's details, or its resubmission form. */
import { hrefs, type Language, type Plan, type RejectedCreatives } from 'shared-contracts';
import type { MailMessage } from '../adapters/mail/mail';
import { adRunDetails, mailFrame, renderMail, type MailRecipient, type MailSite } from './render-mail';

export type ReviewedAd = {
  id: number;
  title: string;
  plan: Plan;
  duration: number;
  startDate: string;
  endDate: string;
  language: Language;
  /** Which creative a rejection is about, for an ad with a banner and title in each language; null otherwise. */
  rejectedCreatives?: RejectedCreatives | null;
};

/** The creative a rejection names, in the mail's language (decision 0117). */
export const REJECTED_CREATIVE_LABELS: Record<Language, Record<RejectedCreatives, string>> = {
  en: {
    en: 'The English banner and title',
    ja: 'The Japanese banner and title',
    both: 'Both banners and titles (English and Japanese)',
  },
  ja: {
    en: '英語のバナーとタイトル',
    ja: '日本語のバナーとタイトル',
    both: '両方のバナーとタイトル（英語と日本語）',
  },
};

type Recipient = MailRecipient;

export function adApprovedMail(to: Recipient, ad: ReviewedAd, site: MailSite): MailMessage {
  const href = `${site.portalOrigin}${hrefs.adDetails(ad.id)}`;
  const details = adRunDetails(ad, ad.language);
  return ad.language === 'ja'
    ? renderMail({
        ...mailFrame(to, site),
        language: 'ja',
        subject: '広告が承認されました',
        paragraphs: [
          'お申し込みいただいた広告の審査が完了し、承認されました。',
          { details },
          'クリック数と表示回数は、ダッシュボードでご確認いただけます。',
        ],
        action: { label: '広告の詳細を見る', href },
      })
    : renderMail({
        ...mailFrame(to, site),
        language: 'en',
        subject: 'Your ad has been approved',
        paragraphs: [
          'Your ad has been reviewed and approved.',
          { details },
          'You can follow its clicks and impressions on your dashboard.',
        ],
        action: { label: 'View your ad', href },
      });
}

/** The reason's language named in the mail's own, when the operator wrote it in the other one. */
const REASON_LANGUAGE_NOTE = {
  en: { ja: 'The reason is written in Japanese.' },
  ja: { en: '理由は英語で書かれています。' },
} as const;

export function adRejectedMail(
  to: Recipient,
  ad: ReviewedAd,
  reason: string,
  site: MailSite,
  reasonLanguage: Language | null = null,
): MailMessage {
  const reasonNote =
    reasonLanguage === 'ja' && ad.language === 'en'
      ? [REASON_LANGUAGE_NOTE.en.ja]
      : reasonLanguage === 'en' && ad.language === 'ja'
        ? [REASON_LANGUAGE_NOTE.ja.en]
        : [];
  const href = `${site.portalOrigin}${hrefs.adResubmission(ad.id)}`;
  const details = `${site.portalOrigin}${hrefs.adDetails(ad.id)}`;
  return ad.language === 'ja'
    ? renderMail({
        ...mailFrame(to, site),
        language: 'ja',
        subject: '広告が承認されませんでした',
        paragraphs: [
          'お申し込みいただいた広告を審査いたしましたが、今回は承認することができませんでした。',
          {
            details: [
              { label: '広告タイトル', value: ad.title },
              ...(ad.rejectedCreatives
                ? [{ label: '対象', value: REJECTED_CREATIVE_LABELS.ja[ad.rejectedCreatives] }]
                : []),
              { label: '不承認の理由', value: reason },
            ],
          },
          ...reasonNote,
          '画像・タイトル・リンク・開始日を変更して再申請いただけます。プランと掲載期間は変更できません。',
          `再申請せずに返金をご希望の場合は、広告の詳細ページ（${details}）の「返金を申請」からお申し込みください。`,
        ],
        action: { label: '変更して再申請する', href },
      })
    : renderMail({
        ...mailFrame(to, site),
        language: 'en',
        subject: 'Your ad was not approved',
        paragraphs: [
          'We have reviewed your ad and could not approve it this time.',
          {
            details: [
              { label: 'Ad', value: ad.title },
              ...(ad.rejectedCreatives
                ? [{ label: 'Not approved', value: REJECTED_CREATIVE_LABELS.en[ad.rejectedCreatives] }]
                : []),
              { label: 'Reason', value: reason },
            ],
          },
          ...reasonNote,
          'You can change its image, title, link or start date and resubmit it. The plan and duration stay the same.',
          `If you would rather have a refund than resubmit, choose "Request refund" on the ad's page (${details}).`,
        ],
        action: { label: 'Change and resubmit', href },
      });
}
