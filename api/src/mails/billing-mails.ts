/** The money mails, in the ad's language: the receipt sent when a payment completes (its number, the order, each
 *  tax line, the total with its currency, the seller) and the confirmation of a refund. They link to the receipt
 *  page and to the billing page of the dashboard. */
import {
  formatDate,
  formatDuration,
  formatMoney,
  PLAN_CATALOGUE,
  taxLineLabel,
  type Language,
  type Plan,
  type TaxLine,
} from 'shared-contracts';
import type { MailMessage } from '../adapters/mail/mail';
import { renderMail } from './render-mail';

/** The dashboard's billing page and a receipt's page (routes of mf-dashboard). */
export const billingPath = '/dashboard/billing';
export const receiptPath = (number: string) => `${billingPath}/${encodeURIComponent(number)}`;

export type ReceiptMailContent = {
  number: string;
  issuedAt: Date;
  language: Language;
  adTitle: string;
  plan: Plan;
  months: number;
  subtotalCents: number;
  taxLines: readonly TaxLine[];
  totalCents: number;
  seller: { name: string; address: string[]; taxIds: { name: string; number: string }[] };
};

const day = (at: Date) => at.toISOString().slice(0, 10);

export function receiptMail(
  to: { email: string },
  receipt: ReceiptMailContent,
  portalOrigin: string,
): MailMessage {
  const lang = receipt.language;
  const money = (cents: number) => formatMoney(cents, lang);
  const plan = PLAN_CATALOGUE[receipt.plan].label[lang];
  const months = formatDuration(receipt.months, lang);
  const taxes = receipt.taxLines.map((line) => `${taxLineLabel(line)}: ${money(line.amountCents)}`);
  const seller = [
    receipt.seller.name,
    ...receipt.seller.address,
    ...receipt.seller.taxIds.map((id) => `${id.name} ${id.number}`),
  ].join('\n');
  const href = `${portalOrigin}${receiptPath(receipt.number)}`;
  return lang === 'ja'
    ? renderMail({
        to: to.email,
        language: 'ja',
        subject: `領収書 ${receipt.number}`,
        paragraphs: [
          `広告「${receipt.adTitle}」のお支払いを受け付けました。ありがとうございます。`,
          `領収書番号：${receipt.number}\n日付：${formatDate(day(receipt.issuedAt), 'ja')}`,
          [
            `${plan} × ${months}：${money(receipt.subtotalCents)}`,
            ...(taxes.length > 0 ? taxes : ['売上税：なし']),
            `合計：${money(receipt.totalCents)}（米ドル）`,
          ].join('\n'),
          `販売者：\n${seller}`,
        ],
        action: { label: '領収書を見る', href },
      })
    : renderMail({
        to: to.email,
        language: 'en',
        subject: `Receipt ${receipt.number}`,
        paragraphs: [
          `Thank you: we have received your payment for the ad "${receipt.adTitle}".`,
          `Receipt number: ${receipt.number}\nDate: ${formatDate(day(receipt.issuedAt), 'en')}`,
          [
            `${plan} × ${months}: ${money(receipt.subtotalCents)}`,
            ...(taxes.length > 0 ? taxes : ['Sales tax: none']),
            `Total: ${money(receipt.totalCents)} (US dollars)`,
          ].join('\n'),
          `Sold by:\n${seller}`,
        ],
        action: { label: 'View your receipt', href },
      });
}

export type RefundMailContent = {
  adTitle: string;
  language: Language;
  amountCents: number;
  receiptNumber: string | null;
};

export function refundMail(
  to: { email: string },
  refund: RefundMailContent,
  portalOrigin: string,
): MailMessage {
  const amount = formatMoney(refund.amountCents, refund.language);
  const href = `${portalOrigin}${billingPath}`;
  return refund.language === 'ja'
    ? renderMail({
        to: to.email,
        language: 'ja',
        subject: '返金が完了しました',
        paragraphs: [
          `不承認となった広告「${refund.adTitle}」のお支払い${amount}を返金しました。この広告は終了しました。`,
          ...(refund.receiptNumber ? [`対象の領収書：${refund.receiptNumber}`] : []),
          'ご利用のカードへの反映には、カード会社により数日かかる場合があります。',
        ],
        action: { label: 'お支払い履歴を見る', href },
      })
    : renderMail({
        to: to.email,
        language: 'en',
        subject: 'Your refund has been made',
        paragraphs: [
          `We have refunded ${amount} paid for your rejected ad "${refund.adTitle}". The ad is now closed.`,
          ...(refund.receiptNumber ? [`Receipt refunded: ${refund.receiptNumber}`] : []),
          'Depending on your card issuer, it may take a few days to appear on your statement.',
        ],
        action: { label: 'View your billing', href },
      });
}
