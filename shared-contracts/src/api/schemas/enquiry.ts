/** POST /enquiries?origin=ads: the contact form of the endpoint table (name, email, message and the bot-check token).
 *  The answer is a MessageResponse the UI can show as the thank-you. */
import * as v from 'valibot';
import { ContactSchema } from '../../validation/contact';

export const EnquiryRequestSchema = ContactSchema;
export type EnquiryRequest = v.InferInput<typeof EnquiryRequestSchema>;

/** Which product the enquiry came from; this portal always sends `ads`. */
export const EnquiryQuerySchema = v.object({ origin: v.literal('ads') });
export type EnquiryQuery = v.InferOutput<typeof EnquiryQuerySchema>;
