/** The Fastify instance type every plugin and route file of the API receives: the default server with the
 *  valibot type provider, so `schema: { body: SomeSchema }` types `request.body`. */
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyPluginAsync,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ValibotTypeProvider } from './valibot';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ValibotTypeProvider
>;

/** A route file: `export const adRoutes: RoutePlugin = async (app) => { registerEndpoint(app, ENDPOINTS.ads.list, …) }`. */
export type RoutePlugin = FastifyPluginAsync<Record<never, never>, RawServerDefault, ValibotTypeProvider>;
