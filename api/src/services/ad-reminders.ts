/** The mails that bring advertisers back (product.md, Mails about ads): "Your ad is live" on an ad's start day,
 *  "Ending in 7 days", and each Monday morning the weekly results of the accounts that asked for them. Each mail is
 *  sent once, however many instances tick: its key goes into sent_mails first (an insert that skips a key already
 *  there), and only the caller that inserted it sends. A mail that cannot even be stored gives its key back for the
 *  next tick; an instance that dies between the two loses that one mail rather than sending it twice. An ad's start
 *  and end days are UTC, as its dates are everywhere; the weekly results go on the account's Monday morning in its
 *  time zone and count its days there (decision 0118), and every mail names that zone. Knows nothing of HTTP;
 *  jobs/ad-reminders.ts schedules it. */
import { PlainDate } from 'shared-contracts';
import { Temporal } from 'temporal-polyfill';
import type { MailMessage } from '../adapters/mail/mail';
import type { Config } from '../config';
import type { SentMailKind } from '../db/schema';
import { adEndingMail, adLiveMail } from '../mails/ad-reminder-mails';
import { mailSite, type MailRecipient } from '../mails/render-mail';
import { weeklyResultsMail, type WeeklyAd } from '../mails/weekly-results-mail';
import { adRecipients } from './recipients';
import * as reminders from '../repositories/ad-reminders';
import type { AdvertiserRow } from '../repositories/advertisers';
import { claimSentMailKey, releaseSentMailKey } from '../repositories/sent-mails';
import { startOfDayIn } from './ad-stats';
import type { ReminderDeps } from './reminder-deps';
import { sendReviewsWaitingMail } from './review-time';
import { unsubscribeToken } from './unsubscribe-links';

export type { ReminderDeps } from './reminder-deps';

/** How many days before its end an ad's "Ending in 7 days" goes out. */
export const ENDING_NOTICE_DAYS = 7;
/** The weekly results go out on the account's Mondays from this hour, in its time zone. */
export const WEEKLY_RESULTS_HOUR = 6;

/** The ids mailed by each: ads (live, ending), accounts (weekly), ads listed to operators (reviewsWaiting). */
export type ReminderRun = { live: number[]; ending: number[]; weekly: number[]; reviewsWaiting: number[] };

function recipientOf(advertiser: Pick<AdvertiserRow, 'email' | 'name' | 'companyName'>): MailRecipient {
  return { email: advertiser.email, name: advertiser.name, company: advertiser.companyName };
}

/** Sends `message` unless a mail with `key` was sent before; whether this call sent it. */
async function sendOnce(
  deps: ReminderDeps,
  key: string,
  kind: SentMailKind,
  message: MailMessage,
): Promise<boolean> {
  if (!(await claimSentMailKey(deps.db, key, kind))) return false;
  const sent = await deps.mailer.send(message);
  if (sent.ok) return true;
  await releaseSentMailKey(deps.db, key);
  deps.log.error(
    { key, reason: sent.reason },
    'a reminder mail could not be stored; the next tick tries again',
  );
  return false;
}

/** "Your ad is live" for the running ads that started today (or yesterday, should a tick around midnight have been
 *  missed); the ids mailed. */
export async function sendAdLiveMails(deps: ReminderDeps, today: PlainDate): Promise<number[]> {
  const rows = await reminders.listAdsStartedBetween(
    deps.db,
    today.subtract({ days: 1 }).toString(),
    today.toString(),
  );
  const sent: number[] = [];
  for (const { ad, advertiser } of rows) {
    // One key per person: the owner of an account of before keeps the key the mail had then.
    let any = false;
    for (const to of await adRecipients(deps.db, ad)) {
      const message = adLiveMail(to, to.language, ad, mailSite(deps.config), advertiser.timeZone);
      const key = to.personId === ad.advertiserId ? `ad-live:${ad.id}` : `ad-live:${ad.id}:${to.personId}`;
      if (await sendOnce(deps, key, 'ad-live', message)) any = true;
    }
    if (any) sent.push(ad.id);
  }
  return sent;
}

/** "Ending in 7 days" for the running or paused ads whose run ends within the next 7 days; the ids mailed. The key
 *  holds the end date, so an ad whose run moves gets the notice of its new end. */
export async function sendAdEndingMails(deps: ReminderDeps, today: PlainDate): Promise<number[]> {
  const until = today.add({ days: ENDING_NOTICE_DAYS }).toString();
  const rows = await reminders.listAdsEndingBetween(deps.db, today.toString(), until);
  const sent: number[] = [];
  for (const { ad, advertiser } of rows) {
    let any = false;
    for (const to of await adRecipients(deps.db, ad)) {
      const message = adEndingMail(to, to.language, ad, mailSite(deps.config), advertiser.timeZone);
      const base = `ad-ending:${ad.id}:${ad.endDate}`;
      const key = to.personId === ad.advertiserId ? base : `${base}:${to.personId}`;
      if (await sendOnce(deps, key, 'ad-ending', message)) any = true;
    }
    if (any) sent.push(ad.id);
  }
  return sent;
}

/** The Monday whose weekly results are due at `now` in `timeZone`: today there, from the morning hour on a Monday;
 *  null otherwise. */
export function weeklyResultsDay(now: Date, timeZone = 'UTC'): PlainDate | null {
  const local = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(timeZone);
  if (local.dayOfWeek !== 1 || local.hour < WEEKLY_RESULTS_HOUR) return null;
  return PlainDate.from(local.toPlainDate().toString());
}

/** The counts of these ads over the days `from` to `to` of `timeZone` (hours), and the same UTC days counted before
 *  hours. */
function sumWeek(deps: ReminderDeps, ids: number[], from: PlainDate, to: PlainDate, timeZone: string) {
  return reminders.sumCountsOfAds(deps.db, ids, {
    from: startOfDayIn(from, timeZone),
    until: startOfDayIn(to.add({ days: 1 }), timeZone),
    fromDay: from.toString(),
    toDay: to.toString(),
  });
}

async function weeklyAdsOf(
  deps: ReminderDeps,
  advertiser: AdvertiserRow,
  monday: PlainDate,
): Promise<WeeklyAd[]> {
  const weekStart = monday.subtract({ days: 7 });
  const ads = await reminders.listAdsRunningWithin(
    deps.db,
    advertiser.id,
    weekStart.toString(),
    monday.toString(),
  );
  const ids = ads.map((ad) => ad.id);
  const zone = advertiser.timeZone;
  const [week, weekBefore] = await Promise.all([
    sumWeek(deps, ids, weekStart, monday.subtract({ days: 1 }), zone),
    sumWeek(deps, ids, monday.subtract({ days: 14 }), monday.subtract({ days: 8 }), zone),
  ]);
  const none = { impressions: 0, clicks: 0 };
  return ads.map((ad) => ({
    id: ad.id,
    title: ad.title,
    week: week.get(ad.id) ?? none,
    weekBefore: weekBefore.get(ad.id) ?? none,
  }));
}

/** The signed one-click unsubscribe address of the account's current preference. */
export function unsubscribeUrl(
  config: Config,
  advertiser: Pick<AdvertiserRow, 'membershipLinkId' | 'weeklyResultsVersion'>,
): string {
  const token = unsubscribeToken(
    config.mailLinkSigningKey,
    advertiser.membershipLinkId,
    advertiser.weeklyResultsVersion,
  );
  return `${config.portalOrigin}/api/mail/unsubscribe?token=${token}`;
}

/** On each account's Monday morning in its time zone, the weekly results of every open account that asked for
 *  them and had an ad running in the last 7 days; the advertiser ids mailed. */
export async function sendWeeklyResults(deps: ReminderDeps, now: Date): Promise<number[]> {
  const sent: number[] = [];
  for (const advertiser of await reminders.listWeeklyResultsAccounts(deps.db)) {
    const monday = weeklyResultsDay(now, advertiser.timeZone);
    if (!monday) continue;
    const ads = await weeklyAdsOf(deps, advertiser, monday);
    if (ads.length === 0) continue;
    const message = weeklyResultsMail(
      recipientOf(advertiser),
      advertiser.language,
      {
        from: monday.subtract({ days: 7 }).toString(),
        to: monday.subtract({ days: 1 }).toString(),
        timeZone: advertiser.timeZone,
        ads,
        unsubscribeUrl: unsubscribeUrl(deps.config, advertiser),
      },
      mailSite(deps.config),
    );
    if (
      await sendOnce(
        deps,
        `weekly-results:${advertiser.membershipId}:${monday.toString()}`,
        'weekly-results',
        message,
      )
    )
      sent.push(advertiser.id);
  }
  return sent;
}

/** One run of all three at `now`, and the operators' daily list of the ads waiting long for review
 *  (services/review-time.ts; product.md, How long review takes). */
export async function sendAdReminders(deps: ReminderDeps, now: Date): Promise<ReminderRun> {
  const today = PlainDate.fromEpochMilliseconds(now.getTime());
  const live = await sendAdLiveMails(deps, today);
  const ending = await sendAdEndingMails(deps, today);
  const weekly = await sendWeeklyResults(deps, now);
  const reviewsWaiting = await sendReviewsWaitingMail(deps, now);
  return { live, ending, weekly, reviewsWaiting };
}
