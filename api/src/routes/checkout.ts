/** Paying for an ad: POST /api/stripe/checkout/ad opens a checkout with the configured provider (SPEC §7); the
 *  embedded test checkout's page, Pay and Cancel live at /api/checkout/test/:sessionId; Stripe calls back at
 *  POST /api/stripe/webhook. Pay and the webhook both complete through services/payments.ts completePayment. */
import * as v from 'valibot';
import {
  CANADA,
  checkoutAmounts,
  CheckoutRequestSchema,
  CheckoutResponseSchema,
  hrefs,
  LanguageSchema,
  ROUTES,
} from 'shared-contracts';
import { badRequest, httpError, notFound } from '../http/errors';
import type { RoutePlugin } from '../http/types';
import { signedIn } from '../plugins/session';
import { isTestCheckoutSessionId, TEST_CHECKOUT_PATH } from '../adapters/payments/test-checkout';
import { renderTestCheckoutPage } from '../adapters/payments/test-checkout-page';
import * as paymentService from '../services/payments';
import { adFailure } from './ads';

const SessionParamsSchema = v.object({ sessionId: v.string() });
const PageQuerySchema = v.object({ lang: v.optional(LanguageSchema) });
const WebhookAnswerSchema = v.object({ received: v.literal(true) });

/** POST /stripe/checkout/ad. */
const openCheckout: RoutePlugin = async (app) => {
  const deps: paymentService.PaymentDeps = {
    db: app.db,
    payments: app.adapters.payments,
    config: app.config,
    log: app.log,
  };
  app.post(
    '/stripe/checkout/ad',
    {
      preHandler: app.requireAdvertiser,
      config: {
        summary: 'Open a checkout for one’s own UNPAID ad; answers the address to send the browser to',
      },
      schema: { body: CheckoutRequestSchema, response: { 200: CheckoutResponseSchema } },
    },
    async (request) => {
      const result = await paymentService.startCheckout(deps, signedIn(request), request.body);
      if (result.ok) return { url: result.url };
      // The provider being unreachable is not the advertiser's fault and not ours to hide: a 502 they may retry.
      if (result.code === 'PROVIDER_FAILED') throw httpError(502, 'INTERNAL');
      throw adFailure(result);
    },
  );
};

/** The test checkout: reachable by the browser without the API key; its session id in the path is the credential. */
const testCheckoutPages: RoutePlugin = async (app) => {
  const portal = app.config.portalOrigin;
  const dashboard = (status: 'success' | 'failed') => `${portal}${hrefs.dashboardWithCheckoutStatus(status)}`;
  // Pay and Cancel are plain HTML forms; their (empty) url-encoded bodies carry nothing the routes read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  const sessionOf = (params: { sessionId: string }) => {
    // Only the embedded provider's own sessions, and only while it is the configured provider.
    if (app.adapters.payments.kind !== 'test-checkout' || !isTestCheckoutSessionId(params.sessionId))
      throw notFound();
    return params.sessionId;
  };

  app.get(
    '/checkout/test/:sessionId',
    {
      config: { apiKey: false, summary: 'The test checkout page (HTML)' },
      schema: { params: SessionParamsSchema, querystring: PageQuerySchema },
    },
    async (request, reply) => {
      const sessionId = sessionOf(request.params);
      const checkout = await paymentService.findTestCheckout(app.db, sessionId);
      if (!checkout) throw notFound();
      const { payment } = checkout;
      const tax = payment.taxRegion
        ? checkoutAmounts(payment.subtotalCents, CANADA, payment.taxRegion).taxLabel
        : null;
      const html = renderTestCheckoutPage({
        sessionId,
        language: request.query.lang ?? checkout.language,
        plan: payment.plan,
        months: payment.duration,
        amounts: {
          subtotalCents: payment.subtotalCents,
          taxCents: payment.taxCents,
          totalCents: payment.totalCents,
          taxLabel: tax,
        },
        adTitle: checkout.adTitle,
        state: payment.status === 'COMPLETED' ? 'paid' : checkout.payable ? 'open' : 'closed',
        dashboardUrl: `${portal}${ROUTES.dashboard}`,
        path: `${TEST_CHECKOUT_PATH}/${sessionId}`,
      });
      return (
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          // The forms post to this origin and redirect to the portal; nothing else may load, frame or run.
          .header(
            'content-security-policy',
            `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${portal}; frame-ancestors 'none'; base-uri 'none'`,
          )
          .send(html)
      );
    },
  );

  app.post(
    '/checkout/test/:sessionId/pay',
    {
      config: { apiKey: false, summary: 'Pay a test checkout; redirects to the dashboard' },
      schema: { params: SessionParamsSchema },
    },
    async (request, reply) => {
      const outcome = await paymentService.payTestCheckout(app.db, sessionOf(request.params), request.log);
      if (outcome === 'unknown') throw notFound();
      return reply.redirect(dashboard(outcome === 'closed' ? 'failed' : 'success'), 303);
    },
  );

  app.post(
    '/checkout/test/:sessionId/cancel',
    {
      config: { apiKey: false, summary: 'Leave a test checkout unpaid; redirects to the dashboard' },
      schema: { params: SessionParamsSchema },
    },
    async (request, reply) => {
      const outcome = await paymentService.cancelTestCheckout(app.db, sessionOf(request.params));
      if (outcome === 'unknown') throw notFound();
      return reply.redirect(dashboard('failed'), 303);
    },
  );
};

/** POST /stripe/webhook: the signature covers the exact bytes sent, so this plugin keeps JSON bodies raw. */
const stripeWebhook: RoutePlugin = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/stripe/webhook',
    {
      config: { apiKey: false, summary: 'Stripe events (signed with STRIPE_WEBHOOK_SECRET)' },
      schema: { response: { 200: WebhookAnswerSchema } },
    },
    async (request) => {
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
        const completion = await paymentService.completePayment(app.db, event.sessionId, request.log);
        request.log.info({ sessionId: event.sessionId, ...completion }, 'checkout completed');
      } else if (event.type === 'expired' || event.type === 'failed') {
        await paymentService.closePayment(
          app.db,
          event.sessionId,
          event.type === 'expired' ? 'EXPIRED' : 'FAILED',
        );
      }
      return { received: true as const };
    },
  );
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
  await app.register(testCheckoutPages);
  await app.register(stripeWebhook);
};
