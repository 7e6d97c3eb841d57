/** The page of the embedded test checkout: it looks like a hosted card checkout (merchant, order lines, sales tax,
 *  total, Pay and Cancel) in the advertiser's language, and says plainly that it is a test where no card is
 *  charged. Pay and Cancel are plain HTML forms (POST), so the page needs no script at all. */
import {
  formatDate,
  formatDuration,
  formatMoney,
  PLAN_CATALOGUE,
  type CheckoutAmounts,
  type Language,
  type Plan,
} from 'shared-contracts';
import { escapeHtml, PRODUCT_NAME } from '../../../mails/render-mail';

export type TestCheckoutView = {
  sessionId: string;
  language: Language;
  plan: Plan;
  months: number;
  amounts: CheckoutAmounts;
  adTitle: string | null;
  /** The ad's run, 'YYYY-MM-DD'. */
  run: { startDate: string; endDate: string } | null;
  state: 'open' | 'paid' | 'closed';
  /** Where "back to the portal" goes when the page cannot be paid. */
  dashboardUrl: string;
  /** The page's own path, for the language links. */
  path: string;
};

const TEXT = {
  en: {
    title: 'Secure checkout',
    testMode: 'Test mode: no card is charged and no card details are needed.',
    payTo: 'Pay to: ',
    order: 'Order summary',
    plan: 'Plan',
    months: 'Duration',
    startDate: 'Start date',
    endDate: 'End date',
    unitPrice: 'Price per month',
    subtotal: 'Subtotal',
    noTax: 'Sales tax (not applicable outside Canada)',
    total: 'Total due',
    ad: 'Ad',
    pay: 'Pay',
    cancel: 'Cancel and return',
    paid: 'This checkout has already been paid.',
    closed: 'This checkout is no longer open. You can start a new payment from your ad’s details page.',
    back: 'Back to the portal',
    secure: 'Payments are processed over an encrypted connection.',
    currency: 'Amounts in US dollars.',
  },
  ja: {
    title: '安全なお支払い',
    testMode: 'テストモード：カードへの請求は発生せず、カード情報の入力も不要です。',
    payTo: 'お支払い先：',
    order: 'ご注文内容',
    plan: 'プラン',
    months: '掲載期間',
    startDate: '掲載開始日',
    endDate: '掲載終了日',
    unitPrice: '月額料金',
    subtotal: '小計',
    noTax: '売上税（カナダ国外のお客様には適用されません）',
    total: 'お支払い合計',
    ad: '広告',
    pay: '支払う',
    cancel: 'キャンセルして戻る',
    paid: 'このお支払いはすでに完了しています。',
    closed: 'このお支払いページは有効ではありません。広告の詳細ページから改めてお支払いいただけます。',
    back: 'ポータルに戻る',
    secure: 'お支払いは暗号化された接続で処理されます。',
    currency: '金額は米ドルです。',
  },
} as const satisfies Record<Language, Record<string, string>>;

const STYLE = `
*{box-sizing:border-box}body{margin:0;background:#f6f8fa;color:#1a1f36;font:15px/1.5 -apple-system,'Segoe UI',Roboto,'Hiragino Sans','Noto Sans JP',sans-serif}
main{max-width:460px;margin:40px auto;padding:0 16px}
.card{background:#fff;border-radius:10px;box-shadow:0 2px 12px rgba(26,31,54,.12);padding:28px}
.badge{display:inline-block;background:#fff4e5;color:#8a4b00;border:1px solid #f5c27a;border-radius:4px;padding:2px 8px;font-size:12px;font-weight:600;margin-bottom:16px}
.merchant{color:#4f566b;font-size:14px;margin:0}.amount{font-size:32px;font-weight:700;margin:4px 0 20px}
h1{font-size:16px;margin:0 0 12px}table{width:100%;border-collapse:collapse;margin-bottom:20px}
th{font-weight:400;color:#4f566b;text-align:left;padding:6px 0}td{text-align:right;padding:6px 0}
tr.total th,tr.total td{border-top:1px solid #e3e8ee;font-weight:700;color:#1a1f36;padding-top:12px}
button{width:100%;border:0;font:inherit;border-radius:6px;padding:12px;font-size:16px;font-weight:600;cursor:pointer}
.pay{background:#635bff;color:#fff;margin-bottom:10px}.pay:focus-visible,.cancel:focus-visible{outline:3px solid #a5a0ff;outline-offset:2px}
.cancel{background:transparent;color:#4f566b}.note{color:#697386;font-size:12px;text-align:center;margin:16px 0 0}
nav{text-align:right;font-size:13px;margin-bottom:8px}nav a{color:#4f566b;margin-left:8px}a.back{display:block;text-align:center;color:#635bff}
.notice{background:#f6f8fa;border-radius:6px;padding:12px;margin-bottom:16px}`;

/** Inline, so the page loads nothing else (its CSP allows no images); emoji fonts are not everywhere. */
const LOCK_ICON =
  '<svg aria-hidden="true" width="11" height="12" viewBox="0 0 11 12" style="vertical-align:-1px"><rect x="1" y="5" width="9" height="7" rx="1.5" fill="#697386"/><path d="M3 5V3.5a2.5 2.5 0 0 1 5 0V5" fill="none" stroke="#697386" stroke-width="1.4"/></svg>';

function rows(view: TestCheckoutView): string {
  const t = TEXT[view.language];
  const price = (cents: number) => escapeHtml(formatMoney(cents, view.language));
  const plan = PLAN_CATALOGUE[view.plan];
  const row = (label: string, value: string, className = '') =>
    `<tr${className ? ` class="${className}"` : ''}><th scope="row">${escapeHtml(label)}</th><td>${value}</td></tr>`;
  const taxLabel = view.amounts.taxLabel ? view.amounts.taxLabel[view.language] : t.noTax;
  return [
    view.adTitle ? row(t.ad, escapeHtml(view.adTitle)) : '',
    row(t.plan, escapeHtml(plan.label[view.language])),
    row(t.unitPrice, price(plan.monthlyPriceCents)),
    row(t.months, escapeHtml(formatDuration(view.months, view.language))),
    view.run ? row(t.startDate, escapeHtml(formatDate(view.run.startDate, view.language))) : '',
    view.run ? row(t.endDate, escapeHtml(formatDate(view.run.endDate, view.language))) : '',
    row(t.subtotal, price(view.amounts.subtotalCents)),
    row(taxLabel, price(view.amounts.taxCents)),
    row(t.total, price(view.amounts.totalCents), 'total'),
  ].join('');
}

function actions(view: TestCheckoutView): string {
  const t = TEXT[view.language];
  if (view.state === 'open') {
    const base = `/api/checkout/test/${encodeURIComponent(view.sessionId)}`;
    return `<form method="post" action="${base}/pay"><button class="pay" type="submit">${escapeHtml(t.pay)} ${escapeHtml(
      formatMoney(view.amounts.totalCents, view.language),
    )}</button></form>
<form method="post" action="${base}/cancel"><button class="cancel" type="submit">${escapeHtml(t.cancel)}</button></form>`;
  }
  const message = view.state === 'paid' ? t.paid : t.closed;
  return `<p class="notice" role="status">${escapeHtml(message)}</p><a class="back" href="${escapeHtml(view.dashboardUrl)}">${escapeHtml(t.back)}</a>`;
}

export function renderTestCheckoutPage(view: TestCheckoutView): string {
  const t = TEXT[view.language];
  const product = PRODUCT_NAME[view.language];
  const other: Language = view.language === 'en' ? 'ja' : 'en';
  const otherLabel = other === 'ja' ? '日本語' : 'English';
  return `<!doctype html>
<html lang="${view.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(t.title)} | ${escapeHtml(product)}</title><style>${STYLE}</style></head>
<body><main>
<nav><a href="${escapeHtml(view.path)}?lang=${other}" lang="${other}">${otherLabel}</a></nav>
<div class="card">
<span class="badge">${escapeHtml(t.testMode)}</span>
<p class="merchant">${escapeHtml(t.payTo)}${escapeHtml(product)}</p>
<p class="amount">${escapeHtml(formatMoney(view.amounts.totalCents, view.language))}</p>
<h1>${escapeHtml(t.order)}</h1>
<table>${rows(view)}</table>
${actions(view)}
<p class="note">${LOCK_ICON} ${escapeHtml(t.secure)} ${escapeHtml(t.currency)}</p>
</div></main></body></html>`;
}
