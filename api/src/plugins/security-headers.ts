/** The security headers of every answer, set by helmet (decision 0125): its middleware is built once, here, from our
 *  one configuration. @fastify/helmet built it anew on every request, parsing the Content-Security-Policy each time
 *  (decision 0048 measured that at about 7% of a cached read). Uploaded images and served ads are embedded by the
 *  exhibition system on another site, hence the cross-origin resource policy. Routes with
 *  `config: { securityHeaders: false }` (ad serving) set the few headers that apply to them themselves; a route
 *  that sets a header of its own (a page's CSP) replaces helmet's, as Fastify's headers win over the raw ones. */
import helmet from 'helmet';
import type { App } from '../http/types';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: the route sets its own security headers. */
    securityHeaders?: boolean;
  }
}

export function registerSecurityHeaders(app: App): void {
  const setHeaders = helmet({ crossOriginResourcePolicy: { policy: 'cross-origin' } });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.securityHeaders === false) return done();
    // helmet 8 throws instead of passing an error on (it has none to pass with a fixed configuration).
    return setHeaders(request.raw, reply.raw, () => done());
  });
}
