/** Registers a route from its entry in the endpoint table of shared-contracts (decision 0019): the method, the path,
 *  the valibot schemas (validation, typing, response stripping), the OpenAPI summary, whether the API key is asked
 *  for and who may call come from the entry, so a route file writes only its handler and its server policy (rate
 *  limits, log level). The entry rides along in the route's config, where the OpenAPI document reads it. */
import type {
  Endpoint,
  EndpointBody,
  EndpointParams,
  EndpointQuery,
  EndpointResponseInput,
} from 'shared-contracts';
import type {
  FastifyContextConfig,
  FastifyReply,
  FastifyRequest,
  LogLevel,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import { summaryOf } from 'shared-contracts/openapi';
import type { App } from './types';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The table entry the route was registered from. */
    endpoint?: Endpoint;
  }
}

/** The request of an entry's handler: its parsed params, query and body. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: EndpointParams<E>;
  Querystring: EndpointQuery<E>;
  Body: EndpointBody<E>;
}>;

/** A handler answers the entry's success body (the response schema checks and strips it) or sends the reply
 *  itself (another status, a redirect, a page, a file). */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointResponseInput<E> | FastifyReply>;

/** What the route adds to its entry: server policy only, never a path or a schema. */
export type EndpointRouteOptions = {
  /** Rate limits and other per-route settings the plugins read. */
  config?: Omit<FastifyContextConfig, 'summary' | 'endpoint'>;
  logLevel?: LogLevel;
  /** False skips helmet's headers (the ad-serving routes set their own). */
  helmet?: false;
};

/** The Fastify schema of an entry: the same valibot schemas the client parses with. */
export function routeSchema(endpoint: Endpoint): RouteOptions['schema'] {
  return {
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body && endpoint.body !== 'multipart' ? { body: endpoint.body } : {}),
    ...(Object.keys(endpoint.responses).length > 0 ? { response: endpoint.responses } : {}),
  };
}

/** The check of a signed-in member's call: the session, then the role against the entry's permission (decision
 *  0121). An entry without a permission is a mistake in the table, refused at start rather than left open. */
function memberCheck(app: App, endpoint: Endpoint) {
  if (!endpoint.permission || !endpoint.refused)
    throw new Error(`${endpoint.method} ${endpoint.path}: a signed-in call must name its permission`);
  return app.requireMember(endpoint.permission, endpoint.refused);
}

export function registerEndpoint<E extends Endpoint>(
  app: App,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: routeSchema(endpoint),
    ...(options.logLevel ? { logLevel: options.logLevel } : {}),
    ...(options.helmet === false ? { helmet: false } : {}),
    config: {
      ...options.config,
      summary: summaryOf(endpoint),
      endpoint,
      ...(endpoint.apiKey ? {} : { apiKey: false }),
    },
    // The operator's token is checked before the body is read, as the advertiser's API key is: a stranger learns
    // nothing about the body's rules. The advertiser's session is loaded after validation, as it always was.
    ...(endpoint.access === 'operator' ? { onRequest: app.requireOperator } : {}),
    // The review desk's routes answer the unknown-route 404 without an operator session, before anything else.
    ...(endpoint.access === 'operatorSession' ? { onRequest: app.requireOperatorSession } : {}),
    // The signed-in member's session and role, checked in this one place for every such route.
    ...(endpoint.access === 'advertiser' ? { preHandler: memberCheck(app, endpoint) } : {}),
    // Safe: Fastify validated params, query and body with the entry's schemas before the handler runs, so the
    // request carries exactly the types EndpointRequest names.
    handler: handler as unknown as RouteHandlerMethod,
  });
}
