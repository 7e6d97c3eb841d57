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
