/** The confirmations successful calls answer with (MessageResponse of shared-contracts): short texts the UI may
 *  show as they are. Error texts live in the shared dictionary; these are the API's own, in both languages. */
import { type LocalizedText, type MessageResponse } from 'shared-contracts';
import { localize } from 'shared-contracts/api';

const TEXTS = {
  'verification-link-sent': localize('toast-message.success.verification-link-sent'),
  'reset-link-sent': {
    en: 'If this email is registered, a link to reset your password has been sent to it.',
    ja: 'ご登録のメールアドレスの場合、パスワード再設定用のリンクをお送りしました。',
  },
  'reset-link-valid': { en: 'This link is valid.', ja: 'このリンクは有効です。' },
  'operator-link-valid': { en: 'This link is valid.', ja: 'このリンクは有効です。' },
  'password-reset': localize('toast-message.success.reset', { x: 'subject.password' }),
  'password-changed': localize('toast-message.success.changed', { x: 'subject.password' }),
  'signed-out': localize('toast-message.success.signout'),
  'session-refreshed': { en: 'Your session has been renewed.', ja: 'セッションを更新しました。' },
  'account-closed': { en: 'Your account has been closed.', ja: 'アカウントを削除しました。' },
  'enquiry-received': localize('toast-message.success.contact'),
  'invitation-revoked': { en: 'The invitation has been revoked.', ja: '招待を取り消しました。' },
  'member-removed': { en: 'The member has been removed.', ja: 'メンバーを削除しました。' },
  'account-left': { en: 'You have left the account.', ja: 'アカウントから退出しました。' },
} as const satisfies Record<string, LocalizedText>;

export type AcknowledgementId = keyof typeof TEXTS;

export function acknowledge(id: AcknowledgementId): MessageResponse {
  return { message: TEXTS[id] };
}
