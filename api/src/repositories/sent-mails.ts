/** The queries on sent_mails, and nothing else: the keys of the mails a job sends once (services/ad-reminders.ts).
 *  Claiming is one insert that skips a key already there, so of two instances ticking at once only one sends. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sentMails, type SentMailKind } from '../db/schema';

/** Records the key; true when this call recorded it (the mail is this caller's to send), false when it was there. */
export async function claimSentMailKey(db: Db, key: string, kind: SentMailKind): Promise<boolean> {
  const added = await db
    .insert(sentMails)
    .values({ key, kind })
    .onConflictDoNothing()
    .returning({ key: sentMails.key });
  return added.length > 0;
}

/** Gives a key back when its mail could not be stored, so the next tick tries again. */
export async function releaseSentMailKey(db: Db, key: string): Promise<void> {
  await db.delete(sentMails).where(eq(sentMails.key, key));
}
