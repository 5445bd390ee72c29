import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
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
import { OutgoingQueue, QueuedMailer, QueuedSmsSender } from './infra/outgoing/outgoing-queue.js';
import { outgoingMessagesRoutes } from './modules/provider/outgoing-messages.routes.js';
import { createEncryptedFileStore } from './infra/storage/create-store.js';
import { createMalwareScanner } from './infra/malware/malware-scanner.js';
import { frameworkErrorReply, installErrorHandler } from './http/error-handler.js';
import { installTenancy } from './http/tenancy.plugin.js';
import { installSpa } from './http/spa.plugin.js';
import { installHealthRoutes } from './modules/health/health.routes.js';
import { installManifestRoute } from './modules/branding/manifest.routes.js';
import { installNoStore, installOriginCheck } from './http/hardening.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { logSafeRequest } from './http/request-log.js';
import { requestScopedLogger, withRequestLogger } from './infra/log/request-logger.js';
import { clientErrorReply } from './http/client-error.js';
import { accessScope, installRouteAccess } from './http/access-scope.js';
import { installNulGuard } from './http/nul-guard.js';
import {
  responseSerializerCompiler,
  type ResponseSerializerChoice,
  type ResponseSerializerMode,
} from './http/response-serializer.js';
import { earlySubmitScriptSource } from './http/inline-script-hash.js';
import { registerModules, type ModuleRoutes } from './http/module-routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { accountUnlockRoutes } from './modules/auth/account-unlock.routes.js';
import { unlockSecretRoutes } from './modules/auth/unlock-secret.routes.js';
import { lockRoutes } from './modules/auth/lock.routes.js';
import { brandingRoutes } from './modules/branding/branding.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { providerRoutes } from './modules/provider/provider.routes.js';
import { devOutboxRoutes } from './modules/dev/outbox.routes.js';
import { devE2eWorldRoutes } from './modules/dev/e2e-world.routes.js';
import { devDocumentClockRoutes } from './modules/dev/document-clock.routes.js';
import { templateRoutes } from './modules/passwords/template.routes.js';
import { passwordsRoutes } from './modules/passwords/passwords.routes.js';
import { trashRoutes } from './modules/passwords/passwords-trash.routes.js';
import { vaultHealthRoutes } from './modules/passwords/vault-health.routes.js';
import { clientsRoutes } from './modules/clients/clients.routes.js';
import { invitesRoutes } from './modules/invites/invites.routes.js';
import { secondUsersRoutes } from './modules/invites/second-users.routes.js';
import { signupRoutes } from './modules/signup/signup.routes.js';
import { accountRequestsRoutes } from './modules/account-requests/account-requests.routes.js';
import { documentsRoutes } from './modules/documents/documents.routes.js';
import { uploadsRoutes } from './modules/documents/uploads/uploads.routes.js';
import { sharingRoutes } from './modules/documents/sharing/sharing.routes.js';
import { documentRequestsRoutes } from './modules/document-requests/document-requests.routes.js';
import { documentLinksRoutes } from './modules/document-links/document-links.routes.js';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.js';
import { firmSignupRoutes } from './modules/firm-signup/firm-signup.routes.js';
import { brandingAdminRoutes } from './modules/branding/branding-admin.routes.js';
import { siteRoutes } from './modules/site/site.routes.js';
import { recoveryRoutes } from './modules/recovery/recovery.routes.js';
import { pinResetRoutes } from './modules/pin-reset/pin-reset.routes.js';
import { accountSettingsRoutes } from './modules/account-settings/account-settings.routes.js';
import { passkeysRoutes } from './modules/account-settings/passkeys.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { teamRoutes } from './modules/team/team.routes.js';
import { incidentNoticesRoutes } from './modules/incident-notices/incident-notices.routes.js';
import { firmExportRoutes } from './modules/firm-export/firm-export.routes.js';
import { retentionRoutes } from './modules/retention/retention.routes.js';
import { emergencyRoutes } from './modules/emergency/emergency.routes.js';
import { API_DOCS_PREFIX } from '@guru/shared';
import { closeRedisClient, connectRedis } from './infra/redis/redis-client.js';

export interface BuildOptions {
  clock?: Clock;
  db?: Db;
  /** The transports the outgoing queue delivers through (default SMTP / Twilio, or the outbox table). */
  mailer?: Mailer;
  sms?: SmsSender;
  logger?: boolean;
  /** Tests: where the log lines go (default standard output). */
  logStream?: NodeJS.WritableStream;
  /** How answers are written: compiled serializers in production, zod-checked otherwise (http/response-serializer.ts). */
  responseSerializer?: ResponseSerializerMode;
  /** Tests: told, for each route and status, which serializer its answers get. */
  onResponseSerializer?: (choice: ResponseSerializerChoice) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    guru: AppContext;
  }
}

/** The whole server as a Fastify instance: used by main.ts and by every test. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization'],
            serializers: { req: logSafeRequest },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // A request's id is unique across instances and restarts, so its lines can be found in merged logs.
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    frameworkErrors: frameworkErrorReply,
    // A request Node's HTTP parser refuses is answered in the same envelope (http/client-error.ts).
    clientErrorHandler: clientErrorReply,
    // A silent connection is closed (a stalled body is cut); a whole request must arrive within 2 minutes
    // (uploads come in chunks of a few MiB); idle keep-alive connections are let go after 25 s. A client that sends
    // on a kept connection just as the server lets it go meets a reset: at 5 s, a client pausing about that long
    // between two calls (a key derivation on a slow machine) met it now and then.
    connectionTimeout: config.idleSocketTimeoutMs,
    requestTimeout: 120_000,
    keepAliveTimeout: 25_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Production writes answers with serializers compiled from the response schemas; development and tests check
  // each answer against its schema with zod, so that a presenter drifting from its schema fails (ADR 0024).
  app.setSerializerCompiler(
    responseSerializerCompiler(
      options.responseSerializer ?? (config.production ? 'compiled' : 'zod'),
      options.onResponseSerializer,
    ),
  );

  const clock = options.clock ?? systemClock;
  const db = options.db ?? openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  if (!options.db) app.addHook('onClose', () => db.close());
  await migrateToLatest(db);
  const repos = createRepositories(db, clock);
  const files = createEncryptedFileStore(config);
  app.addHook('onClose', () => files.blobs.close());
  // Inside a request, the services' lines carry its id: `log` is then the request's child logger (ADR 0037).
  const log = requestScopedLogger(app.log);
  app.addHook('onRequest', (req, _reply, done) => withRequestLogger(req.log, done));
  // Again once the body is read: its stream's events run outside the request's asynchronous context.
  app.addHook('preValidation', (req, _reply, done) => withRequestLogger(req.log, done));
  // Every e-mail and SMS is a row of the outgoing queue, delivered through these transports (ADR 0028).
  const outgoing = new OutgoingQueue(
    db.kysely,
    clock,
    {
      email:
        options.mailer ??
        (config.smtpUrl
          ? new SmtpMailer(config.smtpUrl, config.mailFrom)
          : new OutboxMailer(repos.outbox, log)),
      sms:
        options.sms ??
        (config.twilio ? new TwilioSmsSender(config.twilio) : new OutboxSmsSender(repos.outbox, log)),
    },
    log,
  );
  const ctx: AppContext = {
    config,
    clock,
    db,
    repos,
    secrets: new ServerSecrets(resolveAppSecret(config.appSecret, config.dataDir)),
    mailer: new QueuedMailer(outgoing),
    sms: new QueuedSmsSender(outgoing),
    outgoing,
    files,
    malware: createMalwareScanner(config.clamav),
    log,
  };
  app.decorate('guru', ctx);
  // First, before any plugin can add a route: every route must be declared in an access scope.
  installRouteAccess(app);
  // Before any route too, so that it covers every one: the firm of the host, "no such firm" for a host that is none.
  installTenancy(app, ctx);

  await app.register(fastifyCookie);
  // Helmet's headers, the same on every answer: computed once (http/security-headers.ts).
  installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script is the pages' early-submit hold, allowed by its hash.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", earlySubmitScriptSource],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // The vault health page's breach check (k-anonymity ranges) is the one call to another origin.
        connectSrc: ["'self'", new URL(config.breachRangeUrl).origin],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.production ? [] : null,
      },
    },
    hsts: config.production,
  });
  // With REDIS_URL the counters are shared by every instance (DESIGN section 13); else kept in memory.
  const redis = config.redis ? await connectRedis(config.redis.url, config.redis.keyPrefix) : null;
  if (redis) app.addHook('onClose', () => closeRedisClient(redis));
  // A Redis that stops answering lets requests through rather than failing them (skipOnError): the per-account
  // lockout in the database still bounds guessing, and /readyz reports Redis down to the load balancer.
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'rate-limit:', skipOnError: true } : {}),
  });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Guru Suite API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  // The API's viewer and OpenAPI document: for developers, never served in production.
  if (!config.production) {
    await app.register(
      accessScope({ access: 'public' }, async (docs) => {
        await docs.register(fastifySwaggerUi, { routePrefix: API_DOCS_PREFIX, staticCSP: true });
      }),
    );
  }

  installErrorHandler(app);

  // Each module is an encapsulated plugin under its API prefix, made of access scopes.
  const modules: ModuleRoutes[] = [
    authRoutes(ctx),
    accountUnlockRoutes(ctx),
    unlockSecretRoutes(ctx),
    lockRoutes(ctx),
    brandingRoutes(ctx),
    usersRoutes(ctx, (firmId, userId) =>
      ctx.repos.documents.hasSharedItems({ kind: 'share', firmId, userId }),
    ),
    passwordsRoutes(ctx),
    templateRoutes(ctx),
    trashRoutes(ctx),
    vaultHealthRoutes(ctx),
    providerRoutes(ctx),
    clientsRoutes(ctx),
    invitesRoutes(ctx),
    secondUsersRoutes(ctx),
    signupRoutes(ctx),
    accountRequestsRoutes(ctx),
    documentsRoutes(ctx),
    uploadsRoutes(ctx),
    sharingRoutes(ctx),
    documentRequestsRoutes(ctx),
    documentLinksRoutes(ctx),
    subscriptionsRoutes(ctx),
    firmSignupRoutes(ctx),
    brandingAdminRoutes(ctx),
    siteRoutes(ctx),
    recoveryRoutes(ctx),
    pinResetRoutes(ctx),
    accountSettingsRoutes(ctx),
    passkeysRoutes(ctx),
    emergencyRoutes(ctx),
    auditRoutes(ctx),
    teamRoutes(ctx),
    incidentNoticesRoutes(ctx),
    firmExportRoutes(ctx),
    retentionRoutes(ctx),
    outgoingMessagesRoutes(ctx),
    ...(config.devFeatures
      ? [devOutboxRoutes(ctx), devE2eWorldRoutes(ctx), devDocumentClockRoutes(ctx)]
      : []),
  ];
  await registerModules(app, modules, (api) => {
    installNoStore(api);
    installOriginCheck(api);
    installNulGuard(api);
  });
  await installHealthRoutes(app, ctx, redis);
  await installManifestRoute(app, ctx);
  await installSpa(app, config.webDistDir);
  // Closing (graceful shutdown, tests): after the requests in flight and before the database closes
  // (onClose hooks run last-added first), the queued messages that are due are delivered, 10 s at most.
  app.addHook('onClose', () => outgoing.drain());
  return app;
}
