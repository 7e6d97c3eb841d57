/** The mails of the account flows (confirm sign-up, confirm a new email, reset the password, account closed),
 *  each in the advertiser's language. Links point at the portal's pages, built with the shared href helpers. */
import { hrefs, type Language } from 'shared-contracts';
import type { MailMessage } from '../adapters/mail/mail';
import { formatLifetime, renderMail } from './render-mail';

type Account = { id: number; accountId: string; language: Language };
type LinkMail = { portalOrigin: string; token: string; ttlSeconds: number };

export function confirmEmailMail(account: Account & { email: string }, link: LinkMail): MailMessage {
  const href = `${link.portalOrigin}${hrefs.onboarding({ id: account.id, token: link.token, accountId: account.accountId })}`;
  const valid = formatLifetime(link.ttlSeconds, account.language);
  return account.language === 'ja'
    ? renderMail({
        to: account.email,
        language: 'ja',
        subject: 'メールアドレスのご確認',
        paragraphs: [
          'ご登録いただきありがとうございます。',
          `下のボタンからメールアドレスの確認を完了してください。リンクの有効期限は${valid}です。`,
        ],
        action: { label: 'メールアドレスを確認する', href },
        note: 'お心当たりのない場合は、このメールを破棄してください。',
      })
    : renderMail({
        to: account.email,
        language: 'en',
        subject: 'Confirm your email address',
        paragraphs: [
          'Thank you for signing up.',
          `Please confirm your email address with the button below. The link is valid for ${valid}.`,
        ],
        action: { label: 'Confirm email address', href },
        note: 'If you did not sign up, you can ignore this email.',
      });
}

export function newEmailMail(account: Account & { newEmail: string }, link: LinkMail): MailMessage {
  const href = `${link.portalOrigin}${hrefs.newEmailConfirmation({ id: account.id, token: link.token, accountId: account.accountId })}`;
  const valid = formatLifetime(link.ttlSeconds, account.language);
  return account.language === 'ja'
    ? renderMail({
        to: account.newEmail,
        language: 'ja',
        subject: '新しいメールアドレスのご確認',
        paragraphs: [
          'メールアドレスの変更を受け付けました。',
          `下のボタンから新しいメールアドレスを確認すると、変更が完了します。リンクの有効期限は${valid}です。`,
        ],
        action: { label: '新しいメールアドレスを確認する', href },
        note: 'お心当たりのない場合は、このメールを破棄してください。メールアドレスは変更されません。',
      })
    : renderMail({
        to: account.newEmail,
        language: 'en',
        subject: 'Confirm your new email address',
        paragraphs: [
          'We received a request to change the email address of your account to this one.',
          `Confirm it with the button below to complete the change. The link is valid for ${valid}.`,
        ],
        action: { label: 'Confirm new email address', href },
        note: 'If you did not ask for this, ignore this email and your address stays the same.',
      });
}

export function resetPasswordMail(
  account: { email: string; language: Language },
  link: LinkMail,
): MailMessage {
  const href = `${link.portalOrigin}${hrefs.resetPassword(link.token)}`;
  const valid = formatLifetime(link.ttlSeconds, account.language);
  return account.language === 'ja'
    ? renderMail({
        to: account.email,
        language: 'ja',
        subject: 'パスワードの再設定',
        paragraphs: [
          'パスワード再設定のリクエストを受け付けました。',
          `下のボタンから新しいパスワードを設定してください。リンクの有効期限は${valid}です。`,
        ],
        action: { label: 'パスワードを再設定する', href },
        note: 'お心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。',
      })
    : renderMail({
        to: account.email,
        language: 'en',
        subject: 'Reset your password',
        paragraphs: [
          'We received a request to reset the password of your account.',
          `Choose a new password with the button below. The link is valid for ${valid}.`,
        ],
        action: { label: 'Reset password', href },
        note: 'If you did not ask for this, ignore this email and your password stays the same.',
      });
}

export function accountClosedMail(account: { email: string; language: Language }): MailMessage {
  return account.language === 'ja'
    ? renderMail({
        to: account.email,
        language: 'ja',
        subject: 'アカウントを閉鎖しました',
        paragraphs: [
          'ご依頼によりアカウントを閉鎖し、すべての広告を削除しました。',
          'これまでのご利用ありがとうございました。',
        ],
      })
    : renderMail({
        to: account.email,
        language: 'en',
        subject: 'Your account has been closed',
        paragraphs: [
          'As you asked, your account is closed and all of its ads are deleted.',
          'Thank you for advertising with us.',
        ],
      });
}
