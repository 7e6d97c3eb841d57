/** The few texts shared-ui shows on its own (Show, Hide, Close…). They live here as a typed en/ja dictionary
 *  rather than Lingui messages, so the library needs no extraction step and every app gets both languages. */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type Language } from 'shared-contracts';

export const UI_TEXTS = {
  show: { en: 'Show', ja: '表示' },
  hide: { en: 'Hide', ja: '非表示' },
  showPassword: { en: 'Show password', ja: 'パスワードを表示' },
  hidePassword: { en: 'Hide password', ja: 'パスワードを非表示' },
  close: { en: 'Close', ja: '閉じる' },
  loading: { en: 'Loading', ja: '読み込み中' },
  passwordRules: { en: 'Password requirements', ja: 'パスワードの条件' },
  ruleMet: { en: 'met', ja: '達成' },
  ruleUnmet: { en: 'not met', ja: '未達成' },
  // A met password rule says so in its own words rather than still reading "… is required".
  lowercaseMet: { en: 'Contains a lowercase character', ja: '小文字が含まれています' },
  uppercaseMet: { en: 'Contains an uppercase character', ja: '大文字が含まれています' },
  numberMet: { en: 'Contains a number', ja: '数字が含まれています' },
  specialCharacterMet: { en: 'Contains a special character', ja: '記号が含まれています' },
  minLengthMet: {
    en: `At least ${PASSWORD_MIN_LENGTH} characters`,
    ja: `${PASSWORD_MIN_LENGTH}文字以上です`,
  },
  maxLengthMet: {
    en: `No more than ${PASSWORD_MAX_LENGTH} characters`,
    ja: `${PASSWORD_MAX_LENGTH}文字以内です`,
  },
  readOnly: { en: 'read-only', ja: '変更できません' },
  status: { en: 'Status', ja: 'ステータス' },
  appTitle: { en: 'Advertiser portal', ja: '広告主ポータル' },
  notFound: {
    en: 'Sorry, the URL or link you used is no longer valid.',
    ja: '申し訳ありません。ご利用のURLまたはリンクは無効になっています。',
  },
  backToHome: { en: 'Back to Home', ja: 'ホームに戻る' },
  language: { en: 'Language', ja: '言語' },
  english: { en: 'English', ja: '英語' },
  japanese: { en: 'Japanese', ja: '日本語' },
  notifications: { en: 'Notifications', ja: 'お知らせ' },
  dismiss: { en: 'Dismiss', ja: '閉じる' },
  standalone: { en: 'Standalone', ja: 'スタンドアロン' },
  // The bot-check notice of sign-up and the contact form (bot-check/bot-check-notice.tsx).
  botCheckUnavailable: {
    en: 'The bot check could not be loaded, so the form cannot be sent yet. What you have entered is kept.',
    ja: 'ボット確認を読み込めなかったため、まだ送信できません。入力した内容はそのまま残っています。',
  },
  botCheckRetrying: { en: 'Trying again…', ja: '再試行しています…' },
  botCheckWillRetry: {
    en: 'We will try again automatically in a few seconds.',
    ja: '数秒後に自動で再試行します。',
  },
  botCheckCheckConnection: {
    en: 'Please check your internet connection, then try again.',
    ja: 'インターネット接続をご確認のうえ、もう一度お試しください。',
  },
  tryAgain: { en: 'Try again', ja: '再試行' },
} as const satisfies Record<string, Record<Language, string>>;

export type UiTextId = keyof typeof UI_TEXTS;

export function uiText(id: UiTextId, language: Language): string {
  return UI_TEXTS[id][language];
}
