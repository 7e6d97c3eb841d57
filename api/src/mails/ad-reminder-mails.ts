/** The mails sent at the moments of an ad's run that matter (product.md, Mails about ads), in the account's
 *  language, with the frame every mail has: "Your ad is live" on its start day, with the dates and a link to its
 *  results; "Ending in 7 days", with "Run again". Dates are UTC days and an ad's end date is the one every screen shows, as in the other mails; each mail says so, and
 *  names the account's time zone its results are counted in (decision 0118). */
import { formatDate, hrefs, type Language, type Plan } from 'shared-contracts';
import type { MailMessage } from '../adapters/mail/mail';
import { adRunDetails, mailFrame, renderMail, type MailRecipient, type MailSite } from './render-mail';

export type RemindedAd = {
  id: number;
  title: string;
  plan: Plan;
  duration: number;
  startDate: string;
  endDate: string;
};

/** The line of each reminder saying which zone its dates and the ad's results use. */
export function zoneLine(language: Language, timeZone: string): string {
  return language === 'ja'
    ? `掲載期間の日付はUTCの日付です。成果はアカウントのタイムゾーン（${timeZone}）で日ごとに集計しています。`
    : `The dates of a run are UTC dates; your results count days in your account's time zone, ${timeZone}.`;
}

export function adLiveMail(
  to: MailRecipient,
  language: Language,
  ad: RemindedAd,
  site: MailSite,
  timeZone: string,
): MailMessage {
  const href = `${site.portalOrigin}${hrefs.adDetails(ad.id)}`;
  const details = adRunDetails(ad, language);
  return language === 'ja'
    ? renderMail({
        ...mailFrame(to, site),
        language: 'ja',
        subject: '広告の掲載が始まりました',
        paragraphs: [
          'お申し込みいただいた広告の掲載が本日から始まりました。',
          { details },
          '表示回数とクリック数は、広告の詳細ページで日ごとにご確認いただけます。',
          zoneLine('ja', timeZone),
        ],
        action: { label: '広告の成果を見る', href },
      })
    : renderMail({
        ...mailFrame(to, site),
        language: 'en',
        subject: 'Your ad is live',
        paragraphs: [
          'Your ad started showing today.',
          { details },
          'You can follow its impressions and clicks day by day on its page.',
          zoneLine('en', timeZone),
        ],
        action: { label: 'See its results', href },
      });
}

export function adEndingMail(
  to: MailRecipient,
  language: Language,
  ad: RemindedAd,
  site: MailSite,
  timeZone: string,
): MailMessage {
  const runAgain = `${site.portalOrigin}${hrefs.adRunAgain(ad.id)}`;
  const details = `${site.portalOrigin}${hrefs.adDetails(ad.id)}`;
  const end = formatDate(ad.endDate, language);
  const message =
    language === 'ja'
      ? renderMail({
          ...mailFrame(to, site),
          language: 'ja',
          subject: '広告の掲載終了まであと7日です',
          paragraphs: [
            'お申し込みいただいた広告の掲載期間は、あと7日で終了します。',
            {
              details: [
                { label: '広告タイトル', value: ad.title },
                { label: '掲載終了日', value: end },
              ],
            },
            '同じバナー・タイトル・リンク・プランで続けて掲載するには、「もう一度掲載する」からお申し込みください。開始日は今回の掲載終了の翌日になります（変更できます）。審査とお支払いは新しいお申し込みと同じです。',
            `これまでの成果：${details}`,
            zoneLine('ja', timeZone),
          ],
          action: { label: 'もう一度掲載する', href: runAgain },
        })
      : renderMail({
          ...mailFrame(to, site),
          language: 'en',
          subject: 'Your ad ends in 7 days',
          paragraphs: [
            'Your ad has 7 days left to run.',
            {
              details: [
                { label: 'Ad', value: ad.title },
                { label: 'Ends on', value: end },
              ],
            },
            'To keep it showing, choose "Run again": the application opens with the same banner, title, link and plan, starting the day after this run ends (you can change the date). It is reviewed and paid for like a new application.',
            `Its results so far: ${details}`,
            zoneLine('en', timeZone),
          ],
          action: { label: 'Run again', href: runAgain },
        });
  return { ...message, links: [...message.links, details] };
}
