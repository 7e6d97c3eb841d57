/** The user-facing texts that cross packages (form rules, toasts, the texts the API's acknowledgements and field
 *  errors share with the forms) as a typed dictionary of LocalizedText. Shared contracts cannot use Lingui macros
 *  because the API imports them under plain Node, so these ids are explicit (the product's message keys kept) and
 *  `localize` fills their `{placeholders}` in both languages. The UI reads them only through shared-ui's
 *  useContractText() (decision 0023). The API's own answers to refused calls are apart, in api/answers.ts, since no
 *  browser looks them up (decision 0071). */
import { UNKNOWN_ERROR_TEXT } from './error-codes';
import type { Language, LocalizedText } from './language';
import { MAX_DURATION_MONTHS, MIN_DURATION_MONTHS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';

export const MESSAGES = {
  // --- Field rules (product.md, Forms and their limits); `{field}` is usually itself a `field.*` id ---
  'validation.required-enter': { en: 'Please enter your {field}', ja: '{field}を入力してください' },
  'validation.required-select': { en: 'Please select {field}', ja: '{field}を選択してください' },
  'validation.required-signup-email': {
    en: 'Please enter the email you used when you signed up',
    ja: 'ご登録時のメールアドレスを入力してください',
  },
  'validation.max-letters': {
    en: '{field} must be {max} characters or fewer',
    ja: '{field}は{max}文字以内で入力してください',
  },
  /** A control character (NUL, escape…) in free text; tabs and, in multiline fields, line breaks are allowed. */
  'validation.control-characters': {
    en: '{field} contains a character that cannot be used (a control character)',
    ja: '{field}に使用できない文字（制御文字）が含まれています',
  },
  /** Half of a surrogate pair on its own in free text: sent by hand-made requests, never by a form. */
  'validation.broken-character': {
    en: '{field} contains a broken character (part of an emoji or symbol)',
    ja: '{field}に壊れた文字（絵文字や記号の一部）が含まれています',
  },
  /** A line break in a one-line field (a name, an ad title). */
  'validation.single-line': {
    en: '{field} must be on one line',
    ja: '{field}は改行せずに1行で入力してください',
  },
  'validation.max-file-size': {
    en: 'The file must be {max} MB or smaller',
    ja: 'ファイルサイズが大きすぎます。{max}MB以下の画像を選んでください',
  },
  'validation.file-type': {
    en: 'This file type is not allowed. Please choose a PNG, JPEG or WebP image',
    ja: 'このファイル形式はご利用いただけません。PNG、JPEG、WebPのいずれかを選んでください',
  },
  /** The resubmission form's error when the bytes read are not PNG, JPEG or WebP. */
  'validation.invalid-file-type': {
    en: 'Invalid file type. Please choose a PNG, JPEG or WebP image',
    ja: 'ファイル形式が正しくありません。PNG、JPEG、WebPのいずれかを選んでください',
  },
  /** POST /s3/ when a file starts like png, jpeg or webp but the picture cannot be decoded (cut short, damaged). */
  'validation.image-unreadable': {
    en: 'This image could not be read. It may be damaged or incomplete. Please upload another PNG, JPEG or WebP file.',
    ja: '画像を読み込めませんでした。ファイルが破損しているか、不完全な可能性があります。別のPNG、JPEG、WebPファイルをアップロードしてください。',
  },
  /** POST /s3/ when the picture has more pixels than the API decodes ({max}: MAX_IMAGE_PIXELS in millions). */
  'validation.image-too-many-pixels': {
    en: 'This image has too many pixels. Please upload an image of at most {max} megapixels.',
    ja: '画像の画素数が多すぎます。{max}メガピクセル以下の画像をアップロードしてください。',
  },
  'validation.url': {
    en: 'Please enter a valid URL starting with https://',
    ja: 'URLが正しくありません。https:// で始まるURLを入力してください',
  },
  /** A link holding a line break, a tab or another control character, which a browser would drop silently. */
  'validation.url-control-characters': {
    en: 'The link cannot contain line breaks, tabs or other control characters',
    ja: 'リンクに改行、タブなどの制御文字は使用できません',
  },
  /** `http:\\evil.example`: browsers read backslashes as slashes, so the link would not go where it seems to. */
  'validation.url-backslash': {
    en: 'Please use forward slashes (/) in the link, not backslashes (\\)',
    ja: 'リンクにはバックスラッシュ（\\）ではなくスラッシュ（/）を使用してください',
  },
  /** `https://portal.example@evil.example/`: the part before @ is a user name, and the link goes to evil.example. */
  'validation.url-credentials': {
    en: 'The link cannot contain a user name or password (text before @ in the address)',
    ja: 'リンクにユーザー名やパスワード（アドレス中の@より前の部分）は含められません',
  },
  /** The campaign name of a tracked link (product.md, Tracking links): it goes into every click's address. */
  'validation.campaign-name-characters': {
    en: 'The campaign name can use only letters, numbers, hyphens (-), underscores (_) and full stops (.), without spaces',
    ja: 'キャンペーン名には文字、数字、ハイフン（-）、アンダースコア（_）、ピリオド（.）のみ使用できます（スペースは使用できません）',
  },
  'validation.upload-image': {
    en: 'Please upload an image file',
    ja: '画像ファイルをアップロードしてください',
  },
  'validation.min': { en: `${PASSWORD_MIN_LENGTH} characters minimum`, ja: `${PASSWORD_MIN_LENGTH}文字以上` },
  'validation.max': { en: `${PASSWORD_MAX_LENGTH} characters maximum`, ja: `${PASSWORD_MAX_LENGTH}文字以内` },
  'validation.lowercase': {
    en: 'One lowercase character is required',
    ja: '小文字を1文字以上含めてください',
  },
  'validation.uppercase': {
    en: 'One uppercase character is required',
    ja: '大文字を1文字以上含めてください',
  },
  'validation.number': { en: 'One number is required', ja: '数字を1文字以上含めてください' },
  'validation.special-character': {
    en: 'One special character is required',
    ja: '記号を1文字以上含めてください',
  },
  'validation.email': {
    en: 'Invalid email address',
    ja: 'メールアドレスが正しくありません。name@example.com の形式で入力してください',
  },
  'validation.match': {
    en: "{a} and {b} don't match",
    ja: '{a}と{b}が一致しません。同じ内容を入力してください',
  },
  'validation.select-a-plan': { en: 'Please select a plan', ja: 'プランを選択してください' },
  'validation.start-date-window': {
    en: 'Please choose a start date between today and one month from today',
    ja: '開始日は本日から1ヶ月後までの日付を選択してください',
  },
  'validation.start-date-after-today': {
    en: 'Please choose a start date after today and within one month',
    ja: '開始日は明日以降、1ヶ月以内の日付を選択してください',
  },
  'validation.date': { en: 'Please enter a valid date', ja: '正しい日付を入力してください' },
  'validation.duration': {
    en: `Please select a duration of ${MIN_DURATION_MONTHS} to ${MAX_DURATION_MONTHS} months`,
    ja: `掲載期間は${MIN_DURATION_MONTHS}〜${MAX_DURATION_MONTHS}ヶ月の中から選択してください`,
  },
  'validation.country': { en: 'Please select a country from the list', ja: 'リストから国を選択してください' },
  'validation.time-zone': {
    en: 'Please select a time zone from the list',
    ja: 'リストからタイムゾーンを選択してください',
  },
  'validation.region-required': {
    en: 'Please select your province or territory',
    ja: '州・準州を選択してください',
  },
  'validation.region': {
    en: 'Please select a Canadian province or territory from the list',
    ja: 'リストからカナダの州・準州を選択してください',
  },
  'validation.bot-check': { en: 'Please complete the bot check', ja: 'ボット確認を完了してください' },
  'validation.invalid': {
    en: 'This value is not valid',
    ja: '入力内容が正しくありません。内容をご確認のうえ、もう一度入力してください',
  },
  /** An id in a path or body that no record can have (not a whole number from 1 to the columns' maximum). */
  'validation.id': { en: 'This id is not valid', ja: 'このIDは正しくありません' },

  // --- Field names, written to follow "Please enter your …" / "Please select …" ---
  'field.email': { en: 'email', ja: 'メールアドレス' },
  'field.new-email': { en: 'new email', ja: '新しいメールアドレス' },
  'field.password': { en: 'password', ja: 'パスワード' },
  'field.current-password': { en: 'current password', ja: '現在のパスワード' },
  'field.new-password': { en: 'new password', ja: '新しいパスワード' },
  'field.confirm-password': { en: 'confirm password', ja: '確認用パスワード' },
  'field.name': { en: 'name', ja: 'お名前' },
  'field.full-name': { en: 'full name', ja: '氏名' },
  'field.message': { en: 'message', ja: 'お問い合わせ内容' },
  /** The operator's reason when rejecting an ad (POST /api/operator/ads/:id/reject). */
  'field.rejection-reason': { en: 'reason for rejection', ja: '不承認の理由' },
  'field.ad-image': { en: 'ad image', ja: '広告画像' },
  'field.ad-title': { en: 'ad title', ja: '広告タイトル' },
  'field.ad-link-url': { en: 'ad link URL', ja: '広告のリンクURL' },
  'field.campaign-name': { en: 'campaign name', ja: 'キャンペーン名' },
  'field.plan': { en: 'a plan', ja: 'プラン' },
  'field.start-date': { en: 'a start date', ja: '開始日' },
  'field.duration': { en: 'a duration', ja: '掲載期間' },
  'field.country': { en: 'your country', ja: '国' },
  'field.region': { en: 'your province or territory', ja: '州・準州' },
  'field.company-name': { en: 'company name', ja: '会社名' },
  'field.tax-number': { en: 'tax registration number', ja: '税務登録番号' },

  // --- Toasts (product.md, Messages) ---
  'toast-message.success.signout': { en: 'Sign out successful', ja: 'ログアウトしました' },
  'toast-message.success.updated': { en: '{x} has been updated', ja: '{x}を更新しました' },
  'toast-message.success.completed': { en: '{x} has been completed', ja: '{x}が完了しました' },
  'toast-message.success.saved': { en: '{x} has been saved', ja: '{x}を保存しました' },
  'toast-message.success.changed': { en: '{x} has been changed', ja: '{x}を変更しました' },
  'toast-message.success.deleted': { en: '{x} has been deleted', ja: '{x}を削除しました' },
  'toast-message.success.submitted': { en: '{x} has been submitted', ja: '{x}を送信しました' },
  'toast-message.success.reset': { en: '{x} has been reset', ja: '{x}を再設定しました' },
  'toast-message.success.verification-link-sent': {
    en: 'A verification link has been sent to your email',
    ja: '確認用リンクをメールでお送りしました',
  },
  'toast-message.success.verification-email-resent': {
    en: 'Your email is not confirmed yet. We have sent the verification link again.',
    ja: 'メールアドレスの確認がまだ完了していません。確認用リンクを再送しました。',
  },
  'toast-message.success.contact': {
    en: 'Thank you for contacting us. We will get back to you soon.',
    ja: 'お問い合わせいただきありがとうございます。担当者より追ってご連絡いたします。',
  },
  'toast-message.success.status-updated': { en: 'Status has been updated', ja: 'ステータスを更新しました' },
  'toast-message.success.payment-complete': {
    en: 'Your payment is complete. Your ad will go live after review.',
    ja: 'お支払いが完了しました。審査の後に広告が掲載されます。',
  },
  'toast-message.failure.failed': { en: '{x} has failed', ja: '{x}に失敗しました' },
  'toast-message.failure.wrong': {
    en: '{x} is wrong',
    ja: '{x}が正しくありません。もう一度入力してください',
  },
  'toast-message.failure.expired': {
    en: '{x} has expired',
    ja: '{x}の有効期限が切れています。もう一度リクエストしてください',
  },
  'toast-message.failure.unknown': UNKNOWN_ERROR_TEXT,
  'toast-message.failure.try-again': {
    en: 'Something went wrong. Please try again.',
    ja: '問題が発生しました。もう一度お試しください。',
  },
  'toast-message.failure.invalid-file-type': {
    en: 'Invalid file type. Please upload a PNG, JPEG or WebP image.',
    ja: 'ファイル形式が正しくありません。PNG、JPEG、WebPのいずれかをアップロードしてください。',
  },
  'toast-message.failure.unknown-short': {
    en: 'An unknown error has occurred',
    ja: '問題が発生しました。もう一度お試しください。',
  },

  // --- Subjects for the toast patterns ('{x} has failed' …) ---
  'subject.ad-application': { en: 'Your ad application', ja: '広告のお申し込み' },
  'subject.ad': { en: 'Your ad', ja: '広告' },
  'subject.ad-payment': { en: 'Your ad placement payment', ja: '広告掲載料のお支払い' },
  'subject.name': { en: 'Your name', ja: 'お名前' },
  'subject.email': { en: 'Your email', ja: 'メールアドレス' },
  'subject.password': { en: 'Your password', ja: 'パスワード' },
  'subject.current-password': { en: 'Your current password', ja: '現在のパスワード' },
  'subject.reset-link': { en: 'The password reset link', ja: 'パスワード再設定用のリンク' },
  'subject.verification-link': { en: 'The verification link', ja: '確認用リンク' },
  'subject.bot-check': { en: 'The bot check', ja: 'ボット確認' },
  'subject.sign-in': { en: 'Sign in', ja: 'ログイン' },
  'subject.sign-up': { en: 'Sign up', ja: '新規登録' },

  // --- The one text of the API's a schema cites: the receipt-number rule answers as a receipt that is not there. The
  // API's other texts are its answers (ANSWERS in api/answers.ts), which no browser downloads. ---
  'api.not-found': {
    en: 'Not found.',
    ja: 'お探しの情報が見つかりませんでした。URLをご確認のうえ、もう一度お試しください。',
  },
} as const satisfies Record<string, LocalizedText>;

export type MessageId = keyof typeof MESSAGES;

/** Placeholder values: a number, plain text, or a message id that is translated into the same language. */
export type MessageValues = Record<string, string | number>;

export function isMessageId(value: unknown): value is MessageId {
  return typeof value === 'string' && Object.hasOwn(MESSAGES, value);
}

/** English sentences start with a capital even when a lower-case field name fills the first placeholder. */
function capitaliseFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One language of a text. Exported for messages.test.ts only: UI code reads these texts through shared-ui's
 *  useContractText(), other code through localize() (decision 0023). */
export function translate(id: MessageId, language: Language, values: MessageValues = {}): string {
  const filled = MESSAGES[id][language].replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) return placeholder;
    return isMessageId(value) ? MESSAGES[value][language] : String(value);
  });
  return language === 'en' ? capitaliseFirst(filled) : filled;
}

/** Both languages at once: what the API puts in an error body and what a form field error holds. */
export function localize(id: MessageId, values?: MessageValues): LocalizedText {
  return { en: translate(id, 'en', values), ja: translate(id, 'ja', values) };
}
