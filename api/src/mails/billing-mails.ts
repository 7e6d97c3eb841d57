/** The money mails, in the ad's language: the receipt sent when a payment completes (its number, the order, each
 *  tax line, the total with its currency, the seller) and the confirmation of a refund. They link to the receipt
 *  page and to the billing page of the dashboard. */
import {
  formatDate,
  formatDuration,
  formatMoney,
  PLAN_CATALOGUE,
  type Language,
  type Plan,
  type TaxLine,
} from 'shared-contracts';
import { taxLineLabel } from 'shared-contracts/api';
import type { MailMessage } from '../adapters/mail/mail';
import { mailFrame, renderMail, type MailRecipient, type MailSite } from './render-mail';

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

export function receiptMail(to: MailRecipient, receipt: ReceiptMailContent, site: MailSite): MailMessage {
  const lang = receipt.language;
  const money = (cents: number) => formatMoney(cents, lang);
  const plan = PLAN_CATALOGUE[receipt.plan].label[lang];
  const months = formatDuration(receipt.months, lang);
  const taxes = receipt.taxLines.map((line) => ({
    label: taxLineLabel(line),
    value: money(line.amountCents),
  }));
  const seller = [
    receipt.seller.name,
    ...receipt.seller.address,
    ...receipt.seller.taxIds.map((id) => `${id.name} ${id.number}`),
  ].join('\n');
  const href = `${site.portalOrigin}${receiptPath(receipt.number)}`;
  return lang === 'ja'
    ? renderMail({
        ...mailFrame(to, site),
        language: 'ja',
        subject: `お支払い完了と領収書のお知らせ（${receipt.number}）`,
        paragraphs: [
          `広告「${receipt.adTitle}」のお支払いを受け付けました。`,
          {
            details: [
              { label: '領収書番号', value: receipt.number },
              { label: '発行日', value: formatDate(day(receipt.issuedAt), 'ja') },
              { label: 'プラン', value: plan },
              { label: '掲載期間', value: months },
              { label: '小計', value: money(receipt.subtotalCents) },
              ...(taxes.length > 0 ? taxes : [{ label: '売上税', value: 'なし' }]),
              { label: '合計', value: `${money(receipt.totalCents)}（米ドル）` },
              { label: '発行者', value: seller },
            ],
          },
        ],
        action: { label: '領収書を見る', href },
      })
    : renderMail({
        ...mailFrame(to, site),
        language: 'en',
        subject: `Receipt ${receipt.number}`,
        paragraphs: [
          `Thank you: we have received your payment for the ad "${receipt.adTitle}".`,
          {
            details: [
              { label: 'Receipt number', value: receipt.number },
              { label: 'Date', value: formatDate(day(receipt.issuedAt), 'en') },
              { label: 'Plan', value: plan },
              { label: 'Duration', value: months },
              { label: 'Subtotal', value: money(receipt.subtotalCents) },
              ...(taxes.length > 0 ? taxes : [{ label: 'Sales tax', value: 'none' }]),
              { label: 'Total', value: `${money(receipt.totalCents)} (US dollars)` },
              { label: 'Sold by', value: seller },
            ],
          },
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

export function refundMail(to: MailRecipient, refund: RefundMailContent, site: MailSite): MailMessage {
  const amount = formatMoney(refund.amountCents, refund.language);
  const href = `${site.portalOrigin}${billingPath}`;
  return refund.language === 'ja'
    ? renderMail({
        ...mailFrame(to, site),
        language: 'ja',
        subject: '返金手続きが完了しました',
        paragraphs: [
          '不承認となった広告のお支払いを返金しました。この広告の掲載は終了しました。',
          {
            details: [
              { label: '広告タイトル', value: refund.adTitle },
              { label: '返金額', value: amount },
              ...(refund.receiptNumber ? [{ label: '対象の領収書', value: refund.receiptNumber }] : []),
            ],
          },
          'ご利用のカードへの反映には、カード会社により数日かかる場合があります。',
        ],
        action: { label: 'お支払い履歴を見る', href },
      })
    : renderMail({
        ...mailFrame(to, site),
        language: 'en',
        subject: 'Your refund has been made',
        paragraphs: [
          'We have refunded the payment for your rejected ad. The ad is now closed.',
          {
            details: [
              { label: 'Ad', value: refund.adTitle },
              { label: 'Amount refunded', value: amount },
              ...(refund.receiptNumber ? [{ label: 'Receipt refunded', value: refund.receiptNumber }] : []),
            ],
          },
          'Depending on your card issuer, it may take a few days to appear on your statement.',
        ],
        action: { label: 'View your billing', href },
      });
}

/** Why a payment was given back without being asked: its ad was deleted before it arrived, or the ad had already
 *  been paid for through another checkout (two tabs). */
export type LateRefundReason = 'ad-deleted' | 'paid-twice';

export type LateRefundMailContent = {
  adTitle: string | null;
  language: Language;
  amountCents: number;
  receiptNumber: string | null;
  reason: LateRefundReason;
};

export function lateRefundMail(
  to: MailRecipient,
  refund: LateRefundMailContent,
  site: MailSite,
): MailMessage {
  const amount = formatMoney(refund.amountCents, refund.language);
  const href = `${site.portalOrigin}${billingPath}`;
  const receipt = refund.receiptNumber;
  return refund.language === 'ja'
    ? renderMail({
        ...mailFrame(to, site),
        language: 'ja',
        subject: '重複したお支払いを返金しました',
        paragraphs: [
          refund.reason === 'paid-twice'
            ? 'この広告はすでに別のお支払いで支払い済みだったため、後から届いたお支払いを自動で全額返金しました。広告の状態は変わりません。'
            : '広告が削除された後にお支払いが届いたため、自動で全額返金しました。',
          {
            details: [
              ...(refund.adTitle ? [{ label: '広告タイトル', value: refund.adTitle }] : []),
              { label: '返金額', value: amount },
              ...(receipt ? [{ label: '対象の領収書', value: receipt }] : []),
            ],
          },
          'ご利用のカードへの反映には、カード会社により数日かかる場合があります。',
        ],
        action: { label: 'お支払い履歴を見る', href },
      })
    : renderMail({
        ...mailFrame(to, site),
        language: 'en',
        subject: 'We have refunded a duplicate payment',
        paragraphs: [
          refund.reason === 'paid-twice'
            ? 'This ad had already been paid for through another checkout, so the payment that came later has been refunded in full, automatically. Your ad is unchanged.'
            : 'A payment arrived after its ad had been deleted, so it has been refunded in full, automatically.',
          {
            details: [
              ...(refund.adTitle ? [{ label: 'Ad', value: refund.adTitle }] : []),
              { label: 'Amount refunded', value: amount },
              ...(receipt ? [{ label: 'Receipt refunded', value: receipt }] : []),
            ],
          },
          'Depending on your card issuer, it may take a few days to appear on your statement.',
        ],
        action: { label: 'View your billing', href },
      });
}
