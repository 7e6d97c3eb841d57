/** The texts only the API sends: its answers to refused calls (some in a fixed English wording). A
 *  browser shows them from the answer's body (`ApiError.message`) and never looks one up, so they live apart from
 *  the dictionary the forms and toasts read (MESSAGES), in the API's own entry `shared-contracts/answers`, and no
 *  browser downloads them (decision 0071). They have no placeholders. */
import { UNKNOWN_ERROR_TEXT, type ApiErrorCode } from '../error-codes';
import type { LocalizedText } from '../language';
import { MAX_IMAGE_MEGABYTES } from '../limits';
import { localize, type MessageId, type MessageValues } from '../messages';

export const ANSWERS = {
  'api.token-used': { en: 'This token has already been used.', ja: 'このリンクはすでに使用されています。' },
  'api.email-not-confirmed': {
    en: 'Your email has not been confirmed yet.',
    ja: 'メールアドレスの確認がまだ完了していません',
  },
  'api.already-confirmed': {
    en: 'You have already confirmed your email.',
    ja: 'メールアドレスはすでに確認済みです。',
  },
  'api.password-incorrect': { en: 'Password is incorrect.', ja: 'パスワードが正しくありません。' },
  'api.email-taken': {
    en: 'This email address is already registered.',
    ja: 'このメールアドレスはすでに登録されています。',
  },
  'api.invalid-credentials': {
    en: 'Email or password is incorrect.',
    ja: 'メールアドレスまたはパスワードが正しくありません。',
  },
  'api.token-expired': {
    en: 'This link has expired. Please request a new one.',
    ja: 'このリンクは有効期限が切れています。もう一度リクエストしてください。',
  },
  'api.token-invalid': { en: 'This link is not valid.', ja: 'このリンクは無効です。' },
  'api.unauthorized': { en: 'Please sign in again.', ja: 'もう一度ログインしてください。' },
  'api.forbidden': { en: 'You are not allowed to do this.', ja: 'この操作を行う権限がありません。' },
  'api.rate-limited': {
    en: 'Too many requests. Please wait a moment and try again.',
    ja: '短時間に操作が集中したため、受け付けられませんでした。しばらく待ってから、もう一度お試しください。',
  },
  'api.sign-in-paused': {
    en: 'Too many wrong passwords for this email address. Please try again in a few minutes, or reset your password.',
    ja: 'このメールアドレスで誤ったパスワードが続けて入力されました。数分後にもう一度お試しいただくか、パスワードを再設定してください。',
  },
  'api.operator-sign-in-paused': {
    en: 'Too many failed sign-ins for this email address. Please try again in a few minutes.',
    ja: 'このメールアドレスでのログインの失敗が続きました。数分後にもう一度お試しください。',
  },
  'api.invalid-api-key': { en: 'Invalid API key.', ja: 'APIキーが無効です。' },
  'api.bot-check-failed': {
    en: 'The bot check has failed. Please try again.',
    ja: 'ボット確認に失敗しました。もう一度お試しください。',
  },
  'api.transition-not-allowed': {
    en: "This ad's status cannot be changed this way.",
    ja: 'この広告のステータスはこの操作では変更できません。',
  },
  /** Removing, demoting or leaving as the account's only owner (decision 0121). */
  'api.last-owner': {
    en: 'An account always has at least one owner. Make another member an owner first.',
    ja: 'アカウントには少なくとも1人のオーナーが必要です。先に別のメンバーをオーナーにしてください。',
  },
  /** Inviting an address that is already a member of the account, or that has a pending invitation. */
  'api.already-member': {
    en: 'This person is already a member of this account or has already been invited.',
    ja: 'この方はすでにこのアカウントのメンバーか、招待済みです。',
  },
  /** Accepting an invitation while signed in as a person with another email address. */
  'api.invitation-other-email': {
    en: 'This invitation was sent to another email address. Please sign in with that address to accept it.',
    ja: 'この招待は別のメールアドレス宛てに送られています。そのメールアドレスでログインしてから承諾してください。',
  },
  /** POST /ads/:id/refund (and the operator's refund) for an ad that is not REJECTED or was ever live (product.md,
   *  Rules shown to advertisers). */
  'api.refund-not-allowed': {
    en: 'This ad cannot be refunded. Only a rejected ad that was never live can be refunded; once an ad is live there is no refund.',
    ja: 'この広告は返金できません。返金できるのは、一度も掲載されずに不承認となった広告のみです。掲載が始まった広告は返金できません。',
  },
  /** The refund for a rejected ad could not be made with the payment provider; nothing changed. */
  'api.refund-failed': {
    en: 'The refund could not be made just now. Nothing has changed; please try again later.',
    ja: '現在返金を処理できませんでした。変更は行われていません。しばらくしてからもう一度お試しください。',
  },
  /** POST /ads with previousAdId naming no ad of one's own that has been live (product.md, Run again). */
  'api.run-again-unavailable': {
    en: 'This ad cannot be run again. Only your own ads that have been live (running, paused or ended) can.',
    ja: 'この広告はもう一度掲載できません。もう一度掲載できるのは、掲載されたことのあるご自身の広告（掲載中・一時停止中・掲載終了）のみです。',
  },
  'api.plan-fixed': {
    en: 'The plan and duration cannot be changed after submission.',
    ja: 'お申し込み後にプランと掲載期間を変更することはできません。',
  },
  'api.upload-too-large': {
    en: `The file is too large. Please choose an image of ${MAX_IMAGE_MEGABYTES} MB or smaller.`,
    ja: `ファイルサイズが大きすぎます。${MAX_IMAGE_MEGABYTES}MB以下の画像を選んでください。`,
  },
  'api.unsupported-type': {
    en: 'Invalid file type. Please upload a PNG, JPEG or WebP image.',
    ja: 'ファイル形式が正しくありません。PNG、JPEG、WebPのいずれかをアップロードしてください。',
  },
  'api.invalid-request': {
    en: 'Some of the information sent is not valid.',
    ja: '入力内容に正しくない項目があります。各項目をご確認のうえ、もう一度送信してください。',
  },
  'api.broken-character': {
    en: 'Some of the text sent contains a broken character (part of an emoji or symbol).',
    ja: '送信された内容に壊れた文字（絵文字や記号の一部）が含まれています。',
  },
  'api.conflict': {
    en: 'This could not be done because the data has changed. Please reload and try again.',
    ja: 'データが更新されたため処理できませんでした。再読み込みしてもう一度お試しください。',
  },
  /** DELETE /ads/:id on a page that still showed the ad unpaid, when its payment has just gone through. */
  'api.ad-just-paid': {
    en: 'This ad has just been paid for, so it was not deleted. Please reload the page to see it waiting for review.',
    ja: 'この広告はたった今お支払いが完了したため、削除しませんでした。ページを再読み込みすると、審査待ちの広告として表示されます。',
  },
  /** Closing the account while an ad's payment has just gone through: nothing was closed. */
  'api.account-ad-just-paid': {
    en: 'An ad of this account has just been paid for, so the account was not closed. Please reload the page and check your ads before closing the account.',
    ja: 'このアカウントの広告のお支払いがたった今完了したため、アカウントを削除しませんでした。ページを再読み込みし、広告をご確認のうえ、あらためて操作してください。',
  },
  'api.internal': UNKNOWN_ERROR_TEXT,
  'api.unavailable': {
    en: 'The service is briefly unavailable. Please try again in a moment.',
    ja: 'ただいまサービスを一時的にご利用いただけません。しばらくしてからもう一度お試しください。',
  },
  'api.not-ready-draining': {
    en: 'This instance is shutting down and takes no new requests.',
    ja: 'このインスタンスは停止処理中のため、新しいリクエストを受け付けていません。',
  },
  'api.not-ready-database': {
    en: 'The database does not answer.',
    ja: 'データベースが応答していません。',
  },
  'api.not-ready-migrations': {
    en: 'The database lacks migrations this version of the API needs.',
    ja: 'このバージョンのAPIに必要なデータベースのマイグレーションが適用されていません。',
  },
} as const satisfies Record<string, LocalizedText>;

/** What the API can answer with: one of its own texts, or a text of the shared dictionary (a form rule, a toast). */
export type AnswerId = keyof typeof ANSWERS | MessageId;

function isOwnAnswer(id: AnswerId): id is keyof typeof ANSWERS {
  return Object.hasOwn(ANSWERS, id);
}

/** Both languages of an answer; `values` fill the placeholders of a dictionary text (`localize`). */
export function localizeAnswer(id: AnswerId, values?: MessageValues): LocalizedText {
  return isOwnAnswer(id) ? ANSWERS[id] : localize(id, values);
}

/** Which text the API sends for each error code, unless a more precise one applies. */
export const API_ERROR_MESSAGE_IDS = {
  VALIDATION: 'api.invalid-request',
  UNAUTHORIZED: 'api.unauthorized',
  FORBIDDEN: 'api.forbidden',
  NOT_FOUND: 'api.not-found',
  CONFLICT: 'api.conflict',
  RATE_LIMITED: 'api.rate-limited',
  PAYLOAD_TOO_LARGE: 'api.upload-too-large',
  UNSUPPORTED_MEDIA_TYPE: 'api.unsupported-type',
  INVALID_API_KEY: 'api.invalid-api-key',
  EMAIL_TAKEN: 'api.email-taken',
  EMAIL_NOT_CONFIRMED: 'api.email-not-confirmed',
  ALREADY_CONFIRMED: 'api.already-confirmed',
  TOKEN_EXPIRED: 'api.token-expired',
  TOKEN_USED: 'api.token-used',
  TOKEN_INVALID: 'api.token-invalid',
  INVALID_CREDENTIALS: 'api.invalid-credentials',
  PASSWORD_INCORRECT: 'api.password-incorrect',
  BOT_CHECK_FAILED: 'api.bot-check-failed',
  TRANSITION_NOT_ALLOWED: 'api.transition-not-allowed',
  LAST_OWNER: 'api.last-owner',
  ALREADY_MEMBER: 'api.already-member',
  NETWORK: 'toast-message.failure.unknown',
  UNAVAILABLE: 'api.unavailable',
  INTERNAL: 'api.internal',
} as const satisfies Record<ApiErrorCode, AnswerId>;
