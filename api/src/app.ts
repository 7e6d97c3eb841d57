/** The API as a Fastify app, built but not listening (tests inject requests into it; server.ts listens).
 *  Order matters: compilers, error handler and the hooks that watch route registration (rate limits, OpenAPI)
 *  come before the routes, which all live under /api. */
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { ApiErrorBodySchema } from 'shared-contracts';
import { isDevelopmentLike, type Config } from './config';
import { openDatabase, type Database, type Db } from './db/client';
import { createAdapters, type Adapters } from './adapters/create-adapters';
import {
  valibotSerializerCompiler,
  valibotValidatorCompiler,
  type ValibotTypeProvider,
} from './http/valibot';
import type { App } from './http/types';
import { registerAfterResponse } from './plugins/after-response';
import { registerApiKey } from './plugins/api-key';
import { handleError, registerErrorHandler } from './plugins/error-handler';
import { registerRateLimit } from './plugins/rate-limit';
import { registerSession } from './plugins/session';
import { advertiserRoutes } from './routes/advertisers';
import { botCheckRoutes } from './routes/bot-check';
import { devRoutes } from './routes/dev';
import { enquiryRoutes } from './routes/enquiries';
import { faqRoutes } from './routes/faqs';
import { healthRoutes, registerReadiness } from './routes/health';
import { createOpenApiCollector, openApiRoutes } from './routes/openapi';
import { adRoutes } from './routes/ads';
import { checkoutRoutes } from './routes/checkout';
import { fileRoutes } from './routes/files';
import { operatorAdRoutes } from './routes/operator-ads';
import { serveRoutes } from './routes/serve';
import { uploadRoutes } from './routes/uploads';
import { seedFaqs } from './services/faqs';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    databaseEngine: Database['engine'];
    adapters: Adapters;
  }
}

export type BuildAppOptions = {
  /** An already open database (tests share one); otherwise the configured one is opened and closed with the app. */
  database?: Database;
  /** Replaces adapters picked from the configuration (tests: outbox mailer, test bot check). */
  adapters?: Partial<Adapters>;
  logger?: FastifyServerOptions['logger'];
};

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: [
      'req.headers.cookie',
      'req.headers.authorization',
      'req.headers["x-api-key"]',
      'res.headers["set-cookie"]',
    ],
  };
}

export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<App> {
  const app: App = Fastify({
    logger: options.logger ?? loggerOptions(config),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // A URL the router cannot read (bad percent-encoding, a parameter over its length) gets the shared error
    // body too, not Fastify's English-only one.
    frameworkErrors: handleError,
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
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('databaseEngine', database.engine);
  app.decorate('adapters', { ...createAdapters(config, database.db, app.log), ...options.adapters });

  await app.register(fastifyHelmet, {
    // Uploaded images and served ads are embedded by the exhibition system on another site.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  // Not strict about preflights: an OPTIONS without Origin or Access-Control-Request-Method would get a plain-text
  // 400 without Japanese; it gets the preflight answer instead, whose allow-origin still names only our origins.
  await app.register(fastifyCors, {
    origin: [...config.corsOrigins],
    credentials: true,
    strictPreflight: false,
  });
  registerApiKey(app, config.apiKeys);
  await registerSession(app);
  registerAfterResponse(app);
  await registerRateLimit(app, config);
  const openApi = createOpenApiCollector();
  app.addHook('onRoute', openApi.onRoute);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(advertiserRoutes, { prefix: '/advertisers' });
      await api.register(botCheckRoutes);
      await api.register(enquiryRoutes);
      await api.register(faqRoutes);
      await api.register(adRoutes, { prefix: '/ads' });
      await api.register(uploadRoutes);
      await api.register(fileRoutes);
      await api.register(checkoutRoutes);
      await api.register(serveRoutes);
      await api.register(operatorAdRoutes, { prefix: '/operator/ads' });
      if (isDevelopmentLike(config)) await api.register(devRoutes, { prefix: '/dev' });
      await api.register(openApiRoutes(openApi, ApiErrorBodySchema));
    },
    { prefix: '/api' },
  );
  return app;
}

/** Bodies are JSON (uploads add multipart in their own route file). Bodiless POSTs (email confirmation, refresh,
 *  logout) sometimes arrive with a JSON content type; an empty body then means "no body", not malformed JSON.
 *  Anything else goes to Fastify's own safe JSON parser (prototype-poisoning protection included). */
function acceptJsonBodiesOnly(app: App): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // JSON only: a text/plain body is refused as an unsupported media type (415) instead of reaching a schema.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}
