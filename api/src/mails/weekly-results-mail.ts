/** The weekly results mail (product.md, Weekly results), in the account's language: the last 7 days of each ad
 *  (impressions, clicks, click-through rate) with the change from the week before, each ad linking to its results,
 *  and the one-click unsubscribe of RFC 8058 in both its headers and a link in the body. Days are the account's, in
 *  its time zone, which the mail names (decision 0118). */
import { clickThroughRate, formatCount, formatDate, hrefs, ROUTES, type Language } from 'shared-contracts';
import type { MailMessage } from '../adapters/mail/mail';
import { mailFrame, renderMail, type MailDetail, type MailRecipient, type MailSite } from './render-mail';

export type WeekCounts = { impressions: number; clicks: number };
export type WeeklyAd = { id: number; title: string; week: WeekCounts; weekBefore: WeekCounts };

/** The change of a count from the week before: "+12%", "−5%", "±0%"; "new" when the week before had none. */
export function countChange(now: number, before: number, language: Language): string {
  if (before === 0) return now === 0 ? '±0%' : language === 'ja' ? '前週なし' : 'new';
  const percent = Math.round(((now - before) * 100) / before);
  return percent === 0 ? '±0%' : percent > 0 ? `+${percent}%` : `−${-percent}%`;
}

/** The change of the click-through rate in percentage points: "+0.25 pt", "−1.00 pt", "±0.00 pt". */
export function rateChange(now: WeekCounts, before: WeekCounts): string {
  const rate = (counts: WeekCounts) => Number.parseFloat(clickThroughRate(counts.clicks, counts.impressions));
  const hundredths = Math.round((rate(now) - rate(before)) * 100);
  const points = (Math.abs(hundredths) / 100).toFixed(2);
  return hundredths === 0 ? `±${points} pt` : hundredths > 0 ? `+${points} pt` : `−${points} pt`;
}

function adDetails(ad: WeeklyAd, language: Language, href: string): MailDetail[] {
  const { week, weekBefore } = ad;
  const ctr = clickThroughRate(week.clicks, week.impressions);
  const change = (now: number, before: number) => countChange(now, before, language);
  return language === 'ja'
    ? [
        { label: '広告タイトル', value: ad.title },
        {
          label: '表示回数',
          value: `${formatCount(week.impressions, 'ja')}（${change(week.impressions, weekBefore.impressions)}）`,
        },
        {
          label: 'クリック数',
          value: `${formatCount(week.clicks, 'ja')}（${change(week.clicks, weekBefore.clicks)}）`,
        },
        { label: 'クリック率', value: `${ctr}（${rateChange(week, weekBefore)}）` },
        { label: '詳細', value: href },
      ]
    : [
        { label: 'Ad', value: ad.title },
        {
          label: 'Impressions',
          value: `${formatCount(week.impressions, 'en')} (${change(week.impressions, weekBefore.impressions)})`,
        },
        {
          label: 'Clicks',
          value: `${formatCount(week.clicks, 'en')} (${change(week.clicks, weekBefore.clicks)})`,
        },
        { label: 'CTR', value: `${ctr} (${rateChange(week, weekBefore)})` },
        { label: 'Results', value: href },
      ];
}

export type WeeklyResults = {
  /** The first and last day of the week reported, in `timeZone`. */
  from: string;
  to: string;
  /** The account's IANA time zone. */
  timeZone: string;
  ads: readonly WeeklyAd[];
  /** The signed one-click unsubscribe address (the API's /api/mail/unsubscribe?token=…). */
  unsubscribeUrl: string;
};

export function weeklyResultsMail(
  to: MailRecipient,
  language: Language,
  results: WeeklyResults,
  site: MailSite,
): MailMessage {
  const hrefOf = (id: number) => `${site.portalOrigin}${hrefs.adDetails(id)}`;
  const blocks = results.ads.map((ad) => ({ details: adDetails(ad, language, hrefOf(ad.id)) }));
  const from = formatDate(results.from, language);
  const until = formatDate(results.to, language);
  const dashboard = `${site.portalOrigin}${ROUTES.dashboard}`;
  const message =
    language === 'ja'
      ? renderMail({
          ...mailFrame(to, site),
          language: 'ja',
          subject: `広告の週間レポート（${from}〜${until}）`,
          paragraphs: [
            `${from}〜${until}（${results.timeZone}）の7日間の広告の成果をお知らせします。かっこ内は前の週との比較です。`,
            ...blocks,
          ],
          action: { label: 'ダッシュボードを見る', href: dashboard },
          note: `週間レポートの配信を停止するには、次のリンクを開いてください（ログインは不要です）：${results.unsubscribeUrl}\nアカウント設定からも変更できます。`,
        })
      : renderMail({
          ...mailFrame(to, site),
          language: 'en',
          subject: `Your ads' week: ${from} to ${until}`,
          paragraphs: [
            `Here are your ads' results for the 7 days from ${from} to ${until} (${results.timeZone}). In brackets, the change from the week before.`,
            ...blocks,
          ],
          action: { label: 'Open your dashboard', href: dashboard },
          note: `To stop these weekly emails, open this link (no sign-in needed): ${results.unsubscribeUrl}\nYou can also change this in your account.`,
        });
  return {
    ...message,
    links: [...message.links, ...results.ads.map((ad) => hrefOf(ad.id)), results.unsubscribeUrl],
    headers: {
      'List-Unsubscribe': `<${results.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
