/** Pages and files the API serves to browsers rather than to the client: uploaded banners, the embedded test
 *  checkout and the payment provider's webhook. Their paths and parameters are in the endpoint table too, so the
 *  API registers them from it and OpenAPI describes them. */
import * as v from 'valibot';
import { LanguageSchema } from '../../language';

/** `/files/:key`: only generated keys name a file; the route checks the key's form. */
export const FileParamsSchema = v.object({ key: v.string() });

/** `/checkout/test/:sessionId`: the test checkout's session id is its credential. */
export const TestCheckoutParamsSchema = v.object({ sessionId: v.string() });
/** `?lang=en|ja`: the test checkout page's language, else the ad's. */
export const TestCheckoutPageQuerySchema = v.object({ lang: v.optional(LanguageSchema) });

/** What POST /stripe/webhook answers once an event is handled. */
export const WebhookAnswerSchema = v.object({ received: v.literal(true) });
