import { z } from 'zod';
import path from 'node:path';
import { limits } from '@guru/shared';
import { decodeFilesKey } from './infra/storage/files-keyring.js';
import { parseClamavUrl, type ClamdEndpoint } from './infra/malware/clamd-client.js';
import { parseStorageUrl, type StorageConfig } from './infra/storage/storage-url.js';

/**
 * The environments the server knows (ADR 0029). Demo data, the demo logins and `/dev/*` exist in
 * `development` and `test` only; any other value (`prod`, `staging`, `Production`) stops the start, so a
 * misspelt production is never a development server.
 */
export const nodeEnvironments = ['development', 'test', 'production'] as const;

/**
 * Every environment variable of the server, with its default. The README's
 * configuration table mirrors this schema.
 */
const envSchema = z.object({
  NODE_ENV: z
    .enum(nodeEnvironments, {
      error: (issue) => `must be development, test or production, not ${JSON.stringify(issue.input)}`,
    })
    .default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  BASE_DOMAIN: z.string().default('localhost'),
  DEFAULT_FIRM: z.string().optional(),
  APP_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Guru Suite <no-reply@guru-suite.local>'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  SMS_CODES_PER_WINDOW: z.coerce.number().int().positive().default(limits.codeMaxSendsPerUserWindow),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  TRUST_PROXY: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  FILES_KEY: z.string().optional(),
  STORAGE_URL: z.string().optional(),
  CONTACT_EMAIL: z.string().optional(),
  PUBLIC_URL: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  EMERGENCY_WAIT_SECONDS_OVERRIDE: z.coerce.number().int().min(0).max(86_400).optional(),
  IDLE_SOCKET_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  REDIS_URL: z.string().optional(),
  REDIS_KEY_PREFIX: z.string().default('guru:'),
  JOBS_PERIOD_SECONDS_OVERRIDE: z.coerce.number().int().min(1).max(3_600).optional(),
  EXTENSION_ORIGINS: z.string().optional(),
  BREACH_RANGE_URL: z
    .url({ protocol: /^https?$/, error: 'BREACH_RANGE_URL must be an http(s) address' })
    .default('https://api.pwnedpasswords.com/range'),
  CLAMAV_URL: z.string().optional(),
});

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  from: string;
}

/** Stripe Checkout and webhooks: both keys set, else payments are recorded by the provider. */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Tests only: a local server answering like Stripe's API (never set from the environment). */
  apiBase?: URL;
}

/** Why a setting could not be read: its parser's message, which names the setting and never its value. */
function problemOf(error: unknown, setting: string): string {
  return error instanceof Error ? error.message : setting;
}

/** The environment → the server's configuration. `AppConfig` is this schema's output type. */
const configSchema = envSchema.transform((e, ctx) => {
  const environment = e.NODE_ENV;
  const production = environment === 'production';
  const problems: string[] = [];
  if (production && !e.APP_SECRET) problems.push('APP_SECRET (32+ characters) is required in production');
  const dataDir = path.resolve(e.DATA_DIR);
  const filesKeyText = e.FILES_KEY?.trim() ?? '';
  const filesKey = filesKeyText === '' ? null : decodeFilesKey(filesKeyText);
  if (filesKeyText !== '' && !filesKey)
    problems.push('FILES_KEY must be 32 bytes, as 64 hex digits or base64');
  let storage: StorageConfig | null = null;
  try {
    storage = parseStorageUrl(e.STORAGE_URL, dataDir);
  } catch (error) {
    problems.push(problemOf(error, 'STORAGE_URL'));
  }
  let extensionOrigins: string[] = [];
  try {
    extensionOrigins = parseExtensionOrigins(e.EXTENSION_ORIGINS);
  } catch (error) {
    problems.push(problemOf(error, 'EXTENSION_ORIGINS'));
  }
  let publicUrl: URL | null = null;
  try {
    publicUrl = parsePublicUrl(e.PUBLIC_URL, e.PORT);
  } catch (error) {
    problems.push(problemOf(error, 'PUBLIC_URL'));
  }
  let clamav: ClamdEndpoint | null = null;
  try {
    clamav = e.CLAMAV_URL?.trim() ? parseClamavUrl(e.CLAMAV_URL) : null;
  } catch (error) {
    problems.push(problemOf(error, 'CLAMAV_URL'));
  }
  if (problems.length > 0 || !storage || !publicUrl) {
    for (const message of problems) ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  }
  const twilio: TwilioConfig | null =
    e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
      ? { accountSid: e.TWILIO_ACCOUNT_SID, authToken: e.TWILIO_AUTH_TOKEN, from: e.TWILIO_FROM }
      : null;
  const stripe: StripeConfig | null =
    e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
      ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
      : null;
  return {
    /** NODE_ENV: development (the default), test or production. */
    environment,
    /** Secure cookies, HSTS, no API viewer, APP_SECRET and FILES_KEY required, no test-only overrides. */
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    /** postgres://… selects PostgreSQL; otherwise SQLite at sqlitePath (":memory:" allowed). */
    databaseUrl: e.DATABASE_URL ?? null,
    sqlitePath: path.join(dataDir, 'guru.sqlite'),
    baseDomain: e.BASE_DOMAIN.toLowerCase(),
    defaultFirm: e.DEFAULT_FIRM ?? (production ? null : 'demo'),
    /** Secret for code hashes, fake salts and at-rest encryption of small secrets. */
    appSecret: e.APP_SECRET ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    twilio,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    /** SMS sign-in codes one user may be sent per window, across all their sign-ins. */
    smsCodesPerWindow: e.SMS_CODES_PER_WINDOW,
    logLevel: e.LOG_LEVEL,
    /**
     * Which reverse proxies' X-Forwarded-For to believe for the client's IP (rate limits, session
     * records): false (the default) believes none, true all, or a list of addresses/CIDR ranges.
     */
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    /** Built single-page app to serve; null serves the API only. */
    webDistDir: webDistDirOf(e.WEB_DIST_DIR),
    /** Demo data, the demo logins and /dev routes: in development and test only. */
    devFeatures: environment === 'development' || environment === 'test',
    /**
     * Key-encryption key of stored documents (32 bytes); null: generated into $DATA_DIR/files-key outside
     * production, refused in production (see resolveFilesKey).
     */
    filesKey,
    /** Where documents are stored: files under $DATA_DIR/files (default) or an S3-compatible bucket. */
    storage,
    /** Where the public site's contact form is mailed (CONTACT_EMAIL, default: MAIL_FROM's address). */
    contactEmail: e.CONTACT_EMAIL?.trim() || mailAddressOf(e.MAIL_FROM),
    /**
     * The suite's public address (PUBLIC_URL, default http://localhost:$PORT): links in e-mails use it
     * (its scheme and port, and `{subdomain}.{BASE_DOMAIN}` for a firm's site), never a request's Host.
     */
    publicUrl,
    stripe,
    /** Tests and demos only: every emergency access waiting period lasts this many seconds (ignored in production). */
    emergencyWaitSecondsOverride: production ? null : (e.EMERGENCY_WAIT_SECONDS_OVERRIDE ?? null),
    /**
     * A connection that sends nothing for this long is closed (IDLE_SOCKET_TIMEOUT_MS, default 30 s): a stalled
     * request body is cut, a slow but moving upload goes on.
     */
    idleSocketTimeoutMs: e.IDLE_SOCKET_TIMEOUT_MS,
    /**
     * Redis shared by several instances (REDIS_URL, redis://…): the rate limits count across all of them.
     * Null: one process, limits counted in its memory. Keys start with REDIS_KEY_PREFIX (default "guru:").
     */
    redis: e.REDIS_URL?.trim() ? { url: e.REDIS_URL.trim(), keyPrefix: e.REDIS_KEY_PREFIX } : null,
    /** Tests only: every scheduled job's period lasts this many seconds (ignored in production). */
    jobsPeriodSecondsOverride: production ? null : (e.JOBS_PERIOD_SECONDS_OVERRIDE ?? null),
    /**
     * The browser extension's own origins (EXTENSION_ORIGINS, comma-separated `chrome-extension://<id>` or
     * `moz-extension://<uuid>`; ADR 0040): its calls pass the origin check like the web app's own.
     */
    extensionOrigins,
    /**
     * The breach corpus's range endpoint (BREACH_RANGE_URL, default the public Pwned Passwords range API): the
     * vault health page asks it, from the browser, for the first 5 hex characters of each password's SHA-1
     * (ADR 0042); the page's connect-src allows its origin.
     */
    breachRangeUrl: e.BREACH_RANGE_URL.replace(/\/+$/, ''),
    /** clamd (CLAMAV_URL, tcp://host:port) scans every upload before it becomes a document; null: not scanned. */
    clamav,
  };
});

/** The server's configuration, as read from the environment by `configSchema`. */
export type AppConfig = z.output<typeof configSchema>;

/** Reads the environment; an unknown or missing setting stops here with every problem named (never a value that may be secret). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((i) => (i.path.length > 0 ? `${i.path.join('.')}: ${i.message}` : i.message))
      .join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}

/** WEB_DIST_DIR, default apps/web/dist; a test or a bench sets null to serve the API only. */
function webDistDirOf(value: string | undefined): string | null {
  return path.resolve(value || 'apps/web/dist');
}

/** PUBLIC_URL: an http(s) origin (a path is ignored); default http://localhost:$PORT. */
export function parsePublicUrl(value: string | undefined, port: number): URL {
  const text = value?.trim() || `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error('PUBLIC_URL must be an absolute http(s) URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error('PUBLIC_URL must be an absolute http(s) URL');
  return new URL(url.origin);
}

const EXTENSION_ORIGIN = /^(chrome-extension|moz-extension):\/\/[a-z0-9-]{16,64}$/;

/** EXTENSION_ORIGINS: extension origins, comma-separated; anything else stops the start. */
export function parseExtensionOrigins(value: string | undefined): string[] {
  const origins = (value ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part !== '');
  for (const origin of origins) {
    if (!EXTENSION_ORIGIN.test(origin))
      throw new Error('EXTENSION_ORIGINS must list chrome-extension:// or moz-extension:// origins');
  }
  return origins;
}

/** The address of a mailbox as written in MAIL_FROM: `Name <a@b>` or `a@b`. */
export function mailAddressOf(from: string): string {
  return (/<([^<>]+)>\s*$/.exec(from)?.[1] ?? from).trim();
}

/** TRUST_PROXY: unset/"false", "true", or the proxies' addresses and ranges ("10.0.0.1, 10.1.0.0/16"). */
export function parseTrustProxy(value: string | undefined): boolean | string[] {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}
