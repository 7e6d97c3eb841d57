/** The mails an operator's review sends about an ad (approved, rejected with the reason), in the language the ad
 *  was submitted in. They link to the portal's own pages: the ad's details, or its resubmission form. */
import {
  formatDate,
  formatDuration,
  hrefs,
  PLAN_CATALOGUE,
  ROUTES,
  type Language,
  type Plan,
} from 'shared-contracts';
import type { MailMessage } from '../adapters/mail/mail';
import { renderMail } from './render-mail';

export type ReviewedAd = {
  id: number;
  title: string;
  plan: Plan;
  duration: number;
  startDate: string;
  endDate: string;
  language: Language;
};

type Recipient = { email: string };

export function adApprovedMail(to: Recipient, ad: ReviewedAd, portalOrigin: string): MailMessage {
  const href = `${portalOrigin}${hrefs.adDetails(ad.id)}`;
  const plan = PLAN_CATALOGUE[ad.plan].label[ad.language];
  const start = formatDate(ad.startDate, ad.language);
  const end = formatDate(ad.endDate, ad.language);
  const months = formatDuration(ad.duration, ad.language);
  return ad.language === 'ja'
    ? renderMail({
        to: to.email,
        language: 'ja',
        subject: '広告が承認されました',
        paragraphs: [
          `広告「${ad.title}」の審査が完了し、承認されました。`,
          `${plan}（${months}）として、${start}から${end}まで掲載されます。`,
          'クリック数と表示回数はダッシュボードでご確認いただけます。',
        ],
        action: { label: '広告の詳細を見る', href },
      })
    : renderMail({
        to: to.email,
        language: 'en',
        subject: 'Your ad has been approved',
        paragraphs: [
          `Your ad "${ad.title}" has been reviewed and approved.`,
          `It runs on the ${plan} (${months}) from ${start} to ${end}.`,
          'You can follow its clicks and impressions on your dashboard.',
        ],
        action: { label: 'View your ad', href },
      });
}

export function adRejectedMail(
  to: Recipient,
  ad: ReviewedAd,
  reason: string,
  portalOrigin: string,
): MailMessage {
  const href = `${portalOrigin}${hrefs.adResubmission(ad.id)}`;
  const contact = `${portalOrigin}${ROUTES.contact}`;
  return ad.language === 'ja'
    ? renderMail({
        to: to.email,
        language: 'ja',
        subject: '広告が承認されませんでした',
        paragraphs: [
          `広告「${ad.title}」を審査しましたが、今回は承認できませんでした。`,
          `理由：\n${reason}`,
          '画像・タイトル・リンク・開始日を変更して再申請いただけます。プランと掲載期間は変更できません。',
          `再申請せずに返金をご希望の場合は、お問い合わせページ（${contact}）からご連絡ください。`,
        ],
        action: { label: '変更して再申請する', href },
      })
    : renderMail({
        to: to.email,
        language: 'en',
        subject: 'Your ad was not approved',
        paragraphs: [
          `We have reviewed your ad "${ad.title}" and could not approve it this time.`,
          `Reason:\n${reason}`,
          'You can change its image, title, link or start date and resubmit it. The plan and duration stay the same.',
          `If you would rather have a refund than resubmit, please ask us through the contact page (${contact}).`,
        ],
        action: { label: 'Change and resubmit', href },
      });
}
