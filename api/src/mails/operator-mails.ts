/** The mail that invites an operator to the review desk (decision 0038): the set-password link from
 *  `pnpm admin operators:add`. Operators have no language setting yet, so it says the same in English and
 *  Japanese. */
import type { MailMessage } from '../adapters/mail/mail';
import { formatLifetime, renderMail } from './render-mail';

export function operatorInviteMail(email: string, href: string, ttlSeconds: number): MailMessage {
  return renderMail({
    to: email,
    language: 'en',
    subject: 'Your review desk account / 審査デスクのアカウント',
    paragraphs: [
      'An operator account of the review desk was created for this address.',
      `Set your password and add the account to your authenticator app with the link below. The link is valid for ${formatLifetime(ttlSeconds, 'en')}.`,
      'このメールアドレスで審査デスクの運用担当者アカウントが作成されました。',
      `下のリンクからパスワードを設定し、認証アプリにアカウントを追加してください。リンクの有効期限は${formatLifetime(ttlSeconds, 'ja')}です。`,
    ],
    action: { label: 'Set password / パスワードを設定', href },
    note: 'If you did not expect this, ignore this email. / お心当たりのない場合は、このメールを破棄してください。',
  });
}

export type WaitingAd = { id: number; title: string; email: string; waitedHours: number };

/** The operators' daily list of the ads waiting in review for more than a day (product.md, How long review takes).
 *  Like the invitation, it says the same in English and Japanese; each ad links to its page on the desk. */
export function reviewsWaitingMail(to: string, ads: readonly WaitingAd[], portalOrigin: string): MailMessage {
  const count = ads.length;
  return renderMail({
    to,
    language: 'en',
    subject: `${count} ${count === 1 ? 'ad has' : 'ads have'} waited over a day for review / 審査待ちが1日を超えた広告：${count}件`,
    paragraphs: [
      'These ads have waited for review for more than 24 hours, the longest-waiting first.',
      '以下の広告は審査待ちが24時間を超えています（待ち時間の長い順）。',
      {
        details: ads.map((ad) => ({
          label: `#${ad.id} ${ad.title} (${ad.email})`,
          value: `${ad.waitedHours} h / ${ad.waitedHours}時間 — ${portalOrigin}/review/ads/${ad.id}`,
        })),
      },
    ],
    action: { label: 'Open the review desk / 審査デスクを開く', href: `${portalOrigin}/review` },
    portalOrigin,
  });
}
