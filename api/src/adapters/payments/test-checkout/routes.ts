/** The test checkout's own routes under /api: its page at /checkout/test/:sessionId, Pay and Cancel (POSTs from
 *  plain HTML forms, redirecting to the dashboard). They answer only while the test checkout is the configured
 *  provider, take no API key (the browser comes here from the portal, like to a hosted checkout), and the session
 *  id in the path is the page's only credential. Registered from their endpoint-table entries (ENDPOINTS.testCheckout)
 *  like every other route, so OpenAPI describes them the same way. */
import { hrefs, ROUTES } from 'shared-contracts';
import { CANADA, checkoutAmounts, ENDPOINTS } from 'shared-contracts/api';
import { registerEndpoint } from '../../../http/endpoint';
import { notFound } from '../../../http/errors';
import type { RoutePlugin } from '../../../http/types';
import { renderTestCheckoutPage } from './page';
import { isTestCheckoutSessionId, TEST_CHECKOUT_PATH } from './provider';
import { cancelTestCheckout, findTestCheckout, payTestCheckout } from './state';

export const testCheckoutRoutes: RoutePlugin = async (app) => {
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

  registerEndpoint(app, ENDPOINTS.testCheckout.page, async (request, reply) => {
    const sessionId = sessionOf(request.params);
    const checkout = await findTestCheckout(app.db, sessionId);
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
      run: checkout.run,
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
  });

  registerEndpoint(app, ENDPOINTS.testCheckout.pay, async (request, reply) => {
    const outcome = await payTestCheckout(app.db, sessionOf(request.params), request.log);
    if (outcome === 'unknown') throw notFound();
    return reply.redirect(dashboard(outcome === 'closed' ? 'failed' : 'success'), 303);
  });

  registerEndpoint(app, ENDPOINTS.testCheckout.cancel, async (request, reply) => {
    const outcome = await cancelTestCheckout(app.db, sessionOf(request.params));
    if (outcome === 'unknown') throw notFound();
    return reply.redirect(dashboard('failed'), 303);
  });
};
