/** The mails of the account flows (confirm sign-up, confirm a new email, reset the password, account closed, a
 *  sign-up or email-change attempt with a registered address, sign-in slowed down after wrong passwords), each in the advertiser's
 *  language. Links point at the portal's pages, built with the shared route paths and href helpers. */
import { hrefs, ROUTES, type Language } from 'shared-contracts';
import type { MailMessage } from '../adapters/mail/mail';
import {
  formatLifetime,
  mailFrame,
  PRODUCT_NAME,
  renderMail,
  type MailRecipient,
  type MailSite,
} from './render-mail';

/** The advertiser a mail is about; `name` makes the greeting personal when they have given one. */
type Account = {
  id: number;
  accountId: string;
  language: Language;
  name?: string | null;
  companyName?: string | null;
};
type Person = { email: string; language: Language; name?: string | null; companyName?: string | null };
type LinkMail = MailSite & { token: string; ttlSeconds: number };

/** The mail's addressee: the advertiser's name and company at `email` (their address, or the one they move to). */
function recipient(account: Pick<Person, 'name' | 'companyName'>, email: string): MailRecipient {
  return { email, name: account.name, company: account.companyName };
}

export function confirmEmailMail(account: Account & { email: string }, link: LinkMail): MailMessage {
  const href = `${link.portalOrigin}${hrefs.onboarding({ id: account.id, token: link.token, accountId: account.accountId })}`;
  const valid = formatLifetime(link.ttlSeconds, account.language);
  return account.language === 'ja'
    ? renderMail({
        ...mailFrame(recipient(account, account.email), link),
        language: 'ja',
        subject: 'メールアドレスのご確認',
        opening: `${PRODUCT_NAME.ja}にご登録いただき、ありがとうございます。`,
        paragraphs: [
          `下記のリンクからメールアドレスの確認を完了してください。リンクの有効期限は${valid}です。`,
        ],
        action: { label: 'メールアドレスを確認する', href },
        note: 'お心当たりのない場合は、このメールを破棄してください。',
      })
    : renderMail({
        ...mailFrame(recipient(account, account.email), link),
        language: 'en',
        subject: 'Confirm your email address',
        opening: `Thank you for signing up with ${PRODUCT_NAME.en}.`,
        paragraphs: [
          `Please confirm your email address with the link below. The link is valid for ${valid}.`,
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
        ...mailFrame(recipient(account, account.newEmail), link),
        language: 'ja',
        subject: '新しいメールアドレスのご確認',
        paragraphs: [
          'メールアドレス変更のお申し込みを受け付けました。',
          `下記のリンクから新しいメールアドレスを確認すると、変更が完了します。リンクの有効期限は${valid}です。`,
        ],
        action: { label: '新しいメールアドレスを確認する', href },
        note: 'お心当たりのない場合は、このメールを破棄してください。メールアドレスは変更されません。',
      })
    : renderMail({
        ...mailFrame(recipient(account, account.newEmail), link),
        language: 'en',
        subject: 'Confirm your new email address',
        paragraphs: [
          'We received a request to change the email address of your account to this one.',
          `Confirm it with the link below to complete the change. The link is valid for ${valid}.`,
        ],
        action: { label: 'Confirm new email address', href },
        note: 'If you did not ask for this, ignore this email and your address stays the same.',
      });
}

export function resetPasswordMail(account: Person, link: LinkMail): MailMessage {
  const href = `${link.portalOrigin}${hrefs.resetPassword(link.token)}`;
  const valid = formatLifetime(link.ttlSeconds, account.language);
  return account.language === 'ja'
    ? renderMail({
        ...mailFrame(recipient(account, account.email), link),
        language: 'ja',
        subject: 'パスワードの再設定',
        paragraphs: [
          'パスワード再設定のお申し込みを受け付けました。',
          `下記のリンクから新しいパスワードを設定してください。リンクの有効期限は${valid}です。`,
        ],
        action: { label: 'パスワードを再設定する', href },
        note: 'お心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。',
      })
    : renderMail({
        ...mailFrame(recipient(account, account.email), link),
        language: 'en',
        subject: 'Reset your password',
        paragraphs: [
          'We received a request to reset the password of your account.',
          `Choose a new password with the link below. The link is valid for ${valid}.`,
        ],
        action: { label: 'Reset password', href },
        note: 'If you did not ask for this, ignore this email and your password stays the same.',
      });
}

export function accountClosedMail(account: Person, portal: MailSite): MailMessage {
  return account.language === 'ja'
    ? renderMail({
        ...mailFrame(recipient(account, account.email), portal),
        language: 'ja',
        subject: 'アカウントを削除しました',
        paragraphs: ['ご依頼により、アカウントとすべての広告を削除しました。'],
        closing: 'これまでのご利用、誠にありがとうございました。',
      })
    : renderMail({
        ...mailFrame(recipient(account, account.email), portal),
        language: 'en',
        subject: 'Your account has been closed',
        paragraphs: ['As you asked, your account is closed and all of its ads are deleted.'],
        closing: 'Thank you for advertising with us.',
      });
}

/** To the owner of an address another account asked to move to: nothing changed, and how to react. */
export function emailChangeAttemptMail(account: Person, portal: MailSite): MailMessage {
  const href = `${portal.portalOrigin}${ROUTES.signIn}`;
  return account.language === 'ja'
    ? renderMail({
        ...mailFrame(recipient(account, account.email), portal),
        language: 'ja',
        subject: 'ご登録済みのメールアドレスへの変更のお申し込みがありました',
        paragraphs: [
          '別のアカウントから、メールアドレスをこのアドレスに変更するお申し込みがありましたが、このアドレスはお客様のアカウントで使われています。変更は行っていません。',
          'このアドレスのアカウントには、下記のリンクからログインできます。パスワードをお忘れの場合は、ログイン画面の「パスワードをお忘れの方」から再設定できます。',
        ],
        action: { label: 'ログインする', href },
        note: 'お心当たりのない場合は、このメールを破棄してください。お客様のアカウントに変更はありません。',
      })
    : renderMail({
        ...mailFrame(recipient(account, account.email), portal),
        language: 'en',
        subject: 'Someone asked to move another account to your email address',
        paragraphs: [
          'Someone signed in to another account asked to change its email address to this one, but this address already belongs to your account. Nothing was changed.',
          'You can sign in to the account of this address with the link below. If you have forgotten your password, choose “Forgot your password?” on the sign-in page to set a new one.',
        ],
        action: { label: 'Sign in', href },
        note: 'If it was not you, you can ignore this email: nothing has changed on your account.',
      });
}

/** To the owner of an address someone tried to sign up with: no second account is made, and the sign-up page
 *  answered as for a new address, so only this mailbox learns of it. */
export function signUpAttemptMail(account: Person, portal: MailSite): MailMessage {
  const href = `${portal.portalOrigin}${ROUTES.signIn}`;
  return account.language === 'ja'
    ? renderMail({
        ...mailFrame(recipient(account, account.email), portal),
        language: 'ja',
        subject: 'ご登録済みのメールアドレスで新規登録のお申し込みがありました',
        paragraphs: [
          'このメールアドレスで新規登録のお申し込みがありましたが、このアドレスのアカウントはすでにございます。新しいアカウントは作成していません。',
          'ご本人によるお申し込みの場合は、下記のリンクからログインしてください。パスワードをお忘れの場合は、ログイン画面の「パスワードをお忘れの方」から再設定できます。',
        ],
        action: { label: 'ログインする', href },
        note: 'お心当たりのない場合は、このメールを破棄してください。アカウントに変更はありません。',
      })
    : renderMail({
        ...mailFrame(recipient(account, account.email), portal),
        language: 'en',
        subject: 'Someone tried to sign up with your email address',
        paragraphs: [
          'Someone tried to create an account with this email address, but you already have one. No new account was created.',
          'If it was you, sign in with the link below. If you have forgotten your password, choose “Forgot your password?” on the sign-in page to set a new one.',
        ],
        action: { label: 'Sign in', href },
        note: 'If it was not you, you can ignore this email: nothing has changed on your account.',
      });
}

/** To the owner of an account whose sign-in has just been slowed down after repeated wrong passwords (once per
 *  episode). It says how to get in anyway and that the account itself is safe while the password is. */
export function signInSlowedDownMail(
  account: Person,
  pause: MailSite & { delaySeconds: number },
): MailMessage {
  const href = `${pause.portalOrigin}${ROUTES.forgotPassword}`;
  const wait = formatLifetime(pause.delaySeconds, account.language);
  return account.language === 'ja'
    ? renderMail({
        ...mailFrame(recipient(account, account.email), pause),
        language: 'ja',
        subject: 'ログインを一時的に制限しました',
        paragraphs: [
          'お客様のアカウントに、誤ったパスワードでのログインが続けて試みられました。アカウント保護のため、ログインを' +
            `${wait}制限しています。試行が続く場合は、制限時間が延びます。`,
          'ご本人の場合は、しばらくしてからもう一度お試しいただくか、下記のリンクからパスワードを再設定してください。',
          'お心当たりのない場合も、パスワードが他人に知られていなければアカウントは安全です。同じパスワードを他のサービスでもお使いの場合は、変更をおすすめします。',
        ],
        action: { label: 'パスワードを再設定する', href },
      })
    : renderMail({
        ...mailFrame(recipient(account, account.email), pause),
        language: 'en',
        subject: 'Sign-in to your account is paused for a while',
        paragraphs: [
          `Someone tried to sign in to your account several times with a wrong password. To protect it, sign-in is paused for ${wait}; the pause grows if the attempts go on.`,
          'If it was you, try again a little later, or set a new password with the link below.',
          'If it was not you, your account stays safe as long as nobody else knows your password. If you use the same password elsewhere, we recommend changing it.',
        ],
        action: { label: 'Reset password', href },
      });
}
