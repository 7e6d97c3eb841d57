/** The API as a Fastify app, built but not listening (tests inject requests into it; server.ts listens).
 *  Order matters: compilers, error handler and the hooks that watch route registration (rate limits, OpenAPI)
 *  come before the routes, which all live under /api. */
import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { ApiErrorBodySchema } from 'shared-contracts';
import type { Config } from './config';
import { openDatabase, type Database, type Db } from './db/client';
import { createAdapters, type Adapters } from './adapters/create-adapters';
import { testCheckoutRoutes } from './adapters/payments/test-checkout/routes';
import { startMailRetryLoop, type MailRetryLoop } from './adapters/mail/mail-queue';
import { httpError } from './http/errors';
import { holdsLoneSurrogate } from './http/lone-surrogates';
import { serializeRequest } from './http/log-redaction';
import {
  valibotSerializerCompiler,
  valibotValidatorCompiler,
  type ValibotTypeProvider,
} from './http/valibot';
import { registerOperatorAccess } from './http/operator-access';
import type { App } from './http/types';
import { registerAfterResponse } from './plugins/after-response';
import { registerApiKey } from './plugins/api-key';
import { clientErrorHandler } from './plugins/client-error';
import { describeFailure, handleError, registerErrorHandler } from './plugins/error-handler';
import { registerRateLimit } from './plugins/rate-limit';
import { OneLinePerRequest } from './plugins/request-log';
import { registerOperatorSession } from './plugins/operator-session';
import { registerSession } from './plugins/session';
import { accountRoutes } from './routes/account';
import { authRoutes } from './routes/auth';
import { botCheckRoutes } from './routes/bot-check';
import { devRoutes } from './routes/dev';
import { mailLinkRoutes } from './routes/mail-links';
import { memberRoutes } from './routes/members';
import { mailPreferenceRoutes } from './routes/mail-preferences';
import { testClockRoutes } from './routes/test-clock';
import { enquiryRoutes } from './routes/enquiries';
import { faqRoutes } from './routes/faqs';
import { healthRoutes, registerReadiness } from './routes/health';
import { createOpenApiCollector, openApiRoutes } from './routes/openapi';
import { adRoutes } from './routes/ads';
import { adStatsRoutes } from './routes/ad-stats';
import { billingRoutes } from './routes/billing';
import { checkoutRoutes } from './routes/checkout';
import { fileRoutes } from './routes/files';
import { operatorAdRoutes } from './routes/operator-ads';
import { operatorAuthRoutes } from './routes/operator-auth';
import { operatorDemoRoutes } from './routes/operator-demo';
import { reviewRoutes } from './routes/review';
import { registerAdServer, serveRoutes } from './routes/serve';
import { uploadRoutes } from './routes/uploads';
import { createClock, type Clock } from './services/clock';
import { seedFaqs } from './services/faqs';
import { checkTotpSecretsAtStart } from './services/operators';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    databaseEngine: Database['engine'];
    adapters: Adapters;
    /** The time the scheduled mails read: the real one, unless the test clock moved it (services/clock.ts). */
    clock: Clock;
  }
}

export type BuildAppOptions = {
  /** An already open database (tests share one); otherwise the configured one is opened and closed with the app. */
  database?: Database;
  /** Replaces adapters picked from the configuration (tests: outbox mailer, test bot check, a mail transport). */
  adapters?: Partial<Adapters>;
  /** Replaces the configured logger entirely (tests: `false`). */
  logger?: FastifyServerOptions['logger'];
  /** Keeps the configured logger but writes its lines here (tests read what would be logged). */
  logStream?: LogStream;
};

/** Where log lines go (pino's destination): anything that takes one line at a time. */
export type LogStream = { write(line: string): void };

/** Every method the API's routes answer (no route uses PUT), allowed to PORTAL_ORIGIN and CORS_ORIGINS only. */
export const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** The shape pino expects of an `err`, built from describeFailure: the message is left out, the stack is frames. */
function describeLoggedError(error: unknown) {
  const described = describeFailure(error);
  return { ...described, message: '(left out of the log)', stack: (described.frames ?? []).join('\n') };
}

function loggerOptions(config: Config, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    // Every `{ err }` a log line carries (jobs, work after the answer, adapters) is described, never copied: an
    // error's message can quote a failed query's parameters or a mail's recipient.
    serializers: { req: serializeRequest, err: describeLoggedError },
    redact: [
      'req.headers.cookie',
      'req.headers.authorization',
      'req.headers["x-api-key"]',
      'res.headers["set-cookie"]',
    ],
  };
}

/** Fastify's trustProxy for TRUST_PROXY (decision 0094); never `true`. Fastify reads a bare number as "trust
 *  nothing", so a hop count is given as the function it stands for: the socket's peer and the entries of
 *  X-Forwarded-For nearest it, `hops` in all, are proxies; the next entry to the left is the client. */
export function trustProxyOption(trust: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return [...trust];
}

export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<App> {
  const app: App = Fastify({
    logger: options.logger ?? loggerOptions(config, options.logStream),
    // One cheap line per request instead of Fastify's two (plugins/request-log.ts, decision 0048).
    logController: new OneLinePerRequest(),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    // A URL the router cannot read (bad percent-encoding, a parameter over its length) gets the shared error
    // body too, not Fastify's English-only one.
    frameworkErrors: handleError,
    // Bytes Node cannot read as a request (a malformed chunk, headers too large) get that shared body as well.
    clientErrorHandler,
    // While closing, a request that still arrives on an open keep-alive connection is answered as usual (with
    // Connection: close) instead of Fastify's English-only 503; /api/ready says 503 with both languages then.
    return503OnClosing: false,
  }).withTypeProvider<ValibotTypeProvider>();
  app.setValidatorCompiler(valibotValidatorCompiler);
  app.setSerializerCompiler(valibotSerializerCompiler);
  registerErrorHandler(app);
  registerReadiness(app);
  acceptJsonBodiesOnly(app);

  const database = options.database ?? (await openDatabase(config));
  if (!options.database) app.addHook('onClose', () => database.close());
  await database.migrate();
  await seedFaqs(database.db);
  await checkTotpSecretsAtStart({ db: database.db, config }, app.log);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('databaseEngine', database.engine);
  app.decorate('adapters', createAdapters(config, database.db, app.log, options.adapters));
  app.decorate('clock', createClock());
  startMailRetriesWithTheApp(app);
  registerAdServer(app);

  await app.register(fastifyHelmet, {
    // Uploaded images and served ads are embedded by the exhibition system on another site.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  await registerCors(app, config);
  registerApiKey(app, config.apiKeys);
  await registerSession(app);
  registerOperatorAccess(app);
  registerOperatorSession(app);
  registerAfterResponse(app);
  await registerRateLimit(app, config);
  const openApi = createOpenApiCollector();
  app.addHook('onRoute', openApi.onRoute);

  // Every route file registers the entries of the endpoint table (shared-contracts) it handles; their paths are
  // the table's, under /api.
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(accountRoutes);
      await api.register(memberRoutes);
      await api.register(botCheckRoutes);
      await api.register(enquiryRoutes);
      await api.register(faqRoutes);
      await api.register(adRoutes);
      await api.register(adStatsRoutes);
      await api.register(billingRoutes);
      await api.register(uploadRoutes);
      await api.register(fileRoutes);
      await api.register(checkoutRoutes);
      await api.register(testCheckoutRoutes);
      await api.register(serveRoutes);
      await api.register(operatorAdRoutes);
      await api.register(operatorDemoRoutes);
      await api.register(operatorAuthRoutes);
      await api.register(reviewRoutes);
      if (config.devMail) await api.register(devRoutes);
      if (config.testClock) await api.register(testClockRoutes);
      await api.register(mailPreferenceRoutes);
      await api.register(mailLinkRoutes);
      await api.register(openApiRoutes(openApi, ApiErrorBodySchema));
    },
    { prefix: '/api' },
  );
  return app;
}

/** CORS by the request's origin. A configured origin (PORTAL_ORIGIN, CORS_ORIGINS) gets credentials and every
 *  method the API uses; any other origin gets neither its name back nor a method nor credentials, so a browser
 *  lets it read nothing. Not strict about preflights: an OPTIONS without Origin or Access-Control-Request-Method
 *  would get a plain-text 400 without Japanese; it gets the preflight answer instead. */
async function registerCors(app: App, config: Config): Promise<void> {
  const allowed = new Set(config.corsOrigins);
  const base: FastifyCorsOptions = { origin: [...allowed], strictPreflight: false };
  const forAllowed: FastifyCorsOptions = { ...base, credentials: true, methods: [...CORS_METHODS] };
  const forOthers: FastifyCorsOptions = { ...base, credentials: false, methods: [], allowedHeaders: [] };
  await app.register(fastifyCors, {
    delegator: (request, callback) => {
      const { origin } = request.headers;
      callback(null, origin !== undefined && allowed.has(origin) ? forAllowed : forOthers);
    },
  });
}

/** Mail the transport refused waits in the queue: the retry loop runs from the moment the app is ready until it
 *  starts closing, before the database closes. */
function startMailRetriesWithTheApp(app: App): void {
  let loop: MailRetryLoop | null = null;
  app.addHook('onReady', async () => {
    loop = startMailRetryLoop({
      db: app.db,
      transport: app.adapters.mailTransport,
      log: app.log,
      policy: app.config.mail,
    });
  });
  app.addHook('preClose', async () => {
    await loop?.stop();
  });
}

/** Bodies are JSON (uploads add multipart in their own route file). Bodiless POSTs (email confirmation, refresh,
 *  logout) sometimes arrive with a JSON content type; an empty body then means "no body", not malformed JSON.
 *  Anything else goes to Fastify's own safe JSON parser (prototype-poisoning protection included), and a body with
 *  half of a surrogate pair in any string is a 400 (lone-surrogates.ts). */
function acceptJsonBodiesOnly(app: App): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // JSON only: a text/plain body is refused as an unsupported media type (415) instead of reaching a schema.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, (error, parsed) => {
      if (error) return done(error, undefined);
      if (holdsLoneSurrogate(text, parsed))
        return done(httpError(400, 'VALIDATION', 'api.broken-character'), undefined);
      return done(null, parsed);
    });
  });
}
