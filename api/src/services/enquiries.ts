/** Contact-form enquiries: stored (so none is lost if mail fails) and mailed to the operator. */
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from 'shared-contracts';
import type { Mailer } from '../adapters/mail/mail';
import type { Db } from '../db/client';
import { enquiryMail } from '../mails/enquiry-mail';
import { insertEnquiry } from '../repositories/enquiries';

export type EnquiryInput = {
  name: string;
  email: string;
  message: string;
  origin: string;
  language: Language;
};

export async function receiveEnquiry(
  deps: { db: Db; mailer: Mailer; operatorEmail: string; log: FastifyBaseLogger },
  input: EnquiryInput,
): Promise<{ id: number }> {
  const row = await insertEnquiry(deps.db, input);
  const sent = await deps.mailer.send(enquiryMail(deps.operatorEmail, { ...input, id: row.id }));
  if (!sent.ok)
    deps.log.error(
      { enquiryId: row.id, reason: sent.reason },
      'enquiry stored but not mailed to the operator',
    );
  return row;
}
