import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import { createRepositories, type AppContext } from './app-context.js';
import { openDatabase, type Db } from './db/database.js';
import { migrateToLatest } from './db/migrator.js';
import { systemClock, type Clock } from './lib/clock.js';
import { ServerSecrets, resolveAppSecret } from './infra/crypto/secrets.js';
import type { Mailer } from './infra/mail/mailer.js';
import type { SmsSender } from './infra/sms/sms.js';
import { SmtpMailer } from './infra/mail/smtp.mailer.js';
import { TwilioSmsSender } from './infra/sms/twilio.sms.js';
import { OutboxMailer, OutboxSmsSender } from './infra/outbox/outbox.senders.js';
import { installErrorHandler } from './http/error-handler.js';
import { installTenancy } from './http/tenancy.plugin.js';
import { installSpa } from './http/spa.plugin.js';
import { registerAuthRoutes } from './modules/auth/auth.routes.js';
import { registerBrandingRoutes } from './modules/firms/branding.routes.js';
import { registerUsersRoutes } from './modules/users/users.routes.js';
import { registerProviderRoutes } from './modules/provider/provider.routes.js';
import { registerDevOutboxRoutes } from './modules/dev/outbox.routes.js';
import { registerTemplateRoutes } from './modules/passwords/template.routes.js';
import { registerPasswordsRoutes } from './modules/passwords/passwords.routes.js';
import { registerClientsRoutes } from './modules/clients/clients.routes.js';
import { registerInvitesRoutes } from './modules/invites/invites.routes.js';
import { registerSecondUsersRoutes } from './modules/invites/second-users.routes.js';
import { registerSignupRoutes } from './modules/signup/signup.routes.js';
import { registerAccountRequestsRoutes } from './modules/account-requests/account-requests.routes.js';
import { API_PREFIX } from '@guru/shared';

export interface BuildOptions {
  clock?: Clock;
  db?: Db;
  mailer?: Mailer;
  sms?: SmsSender;
  logger?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    guru: AppContext;
  }
}

/** The whole server as a Fastify instance: used by main.ts and by every test. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const clock = options.clock ?? systemClock;
  const db = options.db ?? openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  if (!options.db) app.addHook('onClose', () => db.close());
  await migrateToLatest(db);
  const repos = createRepositories(db, clock);
  const ctx: AppContext = {
    config,
    clock,
    db,
    repos,
    secrets: new ServerSecrets(resolveAppSecret(config.appSecret, config.dataDir)),
    mailer: options.mailer ?? (config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new OutboxMailer(repos.outbox, app.log)),
    sms: options.sms ?? (config.twilio ? new TwilioSmsSender(config.twilio) : new OutboxSmsSender(repos.outbox, app.log)),
    log: app.log,
  };
  app.decorate('guru', ctx);

  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.production ? [] : null,
      },
    },
    hsts: config.production,
  });
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Guru Suite API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/pass-api/docs', staticCSP: true });

  installErrorHandler(app);
  installTenancy(app, ctx);

  await app.register(
    async (api) => {
      registerAuthRoutes(api, ctx);
    },
    { prefix: API_PREFIX },
  );
  registerBrandingRoutes(app, ctx);
  registerUsersRoutes(app, ctx);
  registerPasswordsRoutes(app, ctx);
  registerTemplateRoutes(app, ctx);
  registerProviderRoutes(app, ctx);
  registerClientsRoutes(app, ctx);
  registerInvitesRoutes(app, ctx);
  registerSecondUsersRoutes(app, ctx);
  registerSignupRoutes(app, ctx);
  registerAccountRequestsRoutes(app, ctx);
  if (config.devFeatures) registerDevOutboxRoutes(app, ctx);
  await installSpa(app, config.webDistDir);
  return app;
}
