/** Paying for an ad: POST /api/stripe/checkout/ad opens a checkout with the configured provider (the endpoint table);
 *  the embedded test checkout's page, Pay and Cancel live in adapters/payments/test-checkout/; Stripe calls back at
 *  POST /api/stripe/webhook, and the payment return confirms its checkout at POST /api/checkout/confirm. Pay, the
 *  webhook and the confirmation all complete through services/payments.ts completePayment. */
import { createCheckoutRequestSchema, ENDPOINTS } from 'shared-contracts/api';
import { startDateSchema } from 'shared-contracts/dates';
import { registerEndpoint } from '../http/endpoint';
import { badRequest, httpError, notFound } from '../http/errors';
import type { RoutePlugin } from '../http/types';
import { signedIn } from '../plugins/session';
import * as paymentService from '../services/payments';
import { adFailure } from './ads';

/** POST /stripe/checkout/ad, with the new start date's window from today, a calendar rule the endpoint table's
 *  schema leaves out so that browsers need no calendar arithmetic to call the API (decision 0123). */
const openCheckoutEndpoint = {
  ...ENDPOINTS.checkout.open,
  body: createCheckoutRequestSchema(startDateSchema('from-today')),
};

const openCheckout: RoutePlugin = async (app) => {
  const deps: paymentService.PaymentDeps = {
    db: app.db,
    payments: app.adapters.payments,
    config: app.config,
    log: app.log,
  };
  registerEndpoint(app, openCheckoutEndpoint, async (request) => {
    const result = await paymentService.startCheckout(deps, signedIn(request), request.body);
    if (result.ok) return { url: result.url };
    // The provider being unreachable is not the advertiser's fault and not ours to hide: a 502 they may retry.
    if (result.code === 'PROVIDER_FAILED') throw httpError(502, 'INTERNAL');
    throw adFailure(result);
  });
};

/** POST /checkout/confirm: the payment return's own confirmation (services/payments.ts confirmCheckout). */
const confirmCheckout: RoutePlugin = async (app) => {
  const deps: paymentService.PaymentDeps = {
    db: app.db,
    payments: app.adapters.payments,
    config: app.config,
    log: app.log,
  };
  registerEndpoint(app, ENDPOINTS.checkout.confirm, async (request) => {
    const result = await paymentService.confirmCheckout(deps, signedIn(request), request.body.sessionId);
    if (!result.ok) throw notFound();
    return { state: result.state };
  });
};

/** POST /stripe/webhook: the signature covers the exact bytes sent, so this plugin keeps JSON bodies raw. */
const stripeWebhook: RoutePlugin = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  registerEndpoint(app, ENDPOINTS.checkout.webhook, async (request) => {
    const verify = app.adapters.payments.verifyWebhook;
    if (!verify) throw notFound();
    const signature = request.headers['stripe-signature'];
    const result = Buffer.isBuffer(request.body)
      ? verify(request.body, typeof signature === 'string' ? signature : undefined)
      : { ok: false as const, reason: 'no JSON body' };
    if (!result.ok) {
      request.log.warn({ reason: result.reason }, 'a webhook was refused');
      throw badRequest();
    }
    const { event } = result;
    if (event.type === 'completed') {
      // An event's session carries no expanded charge: read it back, so the receipt names the card it was paid
      // with whichever of the webhook and the payment return completes it. Without an answer it completes anyway.
      const reported = event.payment;
      const readBack =
        reported && !reported.card ? await app.adapters.payments.retrieveCheckout(event.sessionId) : null;
      const card = reported?.card ?? readBack?.payment?.card ?? null;
      const completion = await paymentService.completePayment(app.db, event.sessionId, request.log, {
        reported: reported ? { ...reported, card } : null,
        provider: app.adapters.payments,
      });
      request.log.info({ sessionId: event.sessionId, ...completion }, 'checkout completed');
    } else if (event.type === 'expired' || event.type === 'failed') {
      await paymentService.closePayment(
        app.db,
        event.sessionId,
        event.type === 'expired' ? 'EXPIRED' : 'FAILED',
      );
    }
    return { received: true as const };
  });
};

export const checkoutRoutes: RoutePlugin = async (app) => {
  const { payments } = app.adapters;
  app.log.info(`payments go through ${payments.description}`);
  if (payments.kind === 'test-checkout' && app.config.nodeEnv === 'production') {
    app.log.warn(
      'production without STRIPE_SECRET_KEY: ads are "paid" on the test checkout, and no money is collected',
    );
  }
  await app.register(openCheckout);
  await app.register(confirmCheckout);
  await app.register(stripeWebhook);
};
