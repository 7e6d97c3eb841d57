/** The mail the end-of-term job sends when an ad reaches its end date, in the language the ad was submitted in:
 *  the ad is no longer shown, its counts stay on the dashboard, and a new application is always possible. */
import { formatDate, hrefs, type Language } from 'shared-contracts';
import type { MailMessage } from '../adapters/mail/mail';
import { mailFrame, renderMail, type MailRecipient, type MailSite } from './render-mail';

export type EndedAd = { id: number; title: string; endDate: string; language: Language };

export function adEndedMail(to: MailRecipient, ad: EndedAd, site: MailSite): MailMessage {
  const href = `${site.portalOrigin}${hrefs.adDetails(ad.id)}`;
  const end = formatDate(ad.endDate, ad.language);
  return ad.language === 'ja'
    ? renderMail({
        ...mailFrame(to, site),
        language: 'ja',
        subject: '広告の掲載期間が終了しました',
        paragraphs: [
          'お申し込みいただいた広告の掲載期間が終了し、表示を停止しました。',
          {
            details: [
              { label: '広告タイトル', value: ad.title },
              { label: '掲載終了日', value: end },
            ],
          },
          'クリック数と表示回数は、引き続きダッシュボードでご確認いただけます。新しい広告はいつでもお申し込みいただけます。',
        ],
        action: { label: '広告の詳細を見る', href },
      })
    : renderMail({
        ...mailFrame(to, site),
        language: 'en',
        subject: 'Your ad has ended',
        paragraphs: [
          'Your ad reached its end date and is no longer shown.',
          {
            details: [
              { label: 'Ad', value: ad.title },
              { label: 'Ended on', value: end },
            ],
          },
          'Its clicks and impressions stay on your dashboard, and you can apply for a new ad at any time.',
        ],
        action: { label: 'View your ad', href },
      });
}
