import { z } from 'zod';
import path from 'node:path';
import { limits } from '@guru/shared';
import { decodeFilesKey } from './infra/storage/files-keyring.js';
import { parseStorageUrl, type StorageConfig } from './infra/storage/storage-url.js';

/**
 * Every environment variable of the server, with its default. The README's
 * configuration table mirrors this schema.
 */
const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
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

export interface AppConfig {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… selects PostgreSQL; otherwise SQLite at sqlitePath (":memory:" allowed). */
  databaseUrl: string | null;
  sqlitePath: string;
  baseDomain: string;
  defaultFirm: string | null;
  /** Secret for code hashes, fake salts and at-rest encryption of small secrets. */
  appSecret: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  twilio: TwilioConfig | null;
  authRateLimitPerMinute: number;
  /** SMS sign-in codes one user may be sent per window, across all their sign-ins. */
  smsCodesPerWindow: number;
  logLevel: string;
  /**
   * Which reverse proxies' X-Forwarded-For to believe for the client's IP (rate limits, session
   * records): false (the default) believes none, true all, or a list of addresses/CIDR ranges.
   */
  trustProxy: boolean | string[];
  /** Built single-page app to serve; null serves the API only. */
  webDistDir: string | null;
  /** Demo data and /dev routes (never in production). */
  devFeatures: boolean;
  /**
   * Key-encryption key of stored documents (32 bytes); null: generated into $DATA_DIR/files-key outside
   * production, refused in production (see resolveFilesKey).
   */
  filesKey: Buffer | null;
  /** Where documents are stored: files under $DATA_DIR/files (default) or an S3-compatible bucket. */
  storage: StorageConfig;
  /** Where the public site's contact form is mailed (CONTACT_EMAIL, default: MAIL_FROM's address). */
  contactEmail: string;
  /**
   * The suite's public address (PUBLIC_URL, default http://localhost:$PORT): links in e-mails use it
   * (its scheme and port, and `{subdomain}.{BASE_DOMAIN}` for a firm's site), never a request's Host.
   */
  publicUrl: URL;
  stripe: StripeConfig | null;
  /** Tests and demos only: every emergency access waiting period lasts this many seconds (ignored in production). */
  emergencyWaitSecondsOverride: number | null;
  /**
   * A connection that sends nothing for this long is closed (IDLE_SOCKET_TIMEOUT_MS, default 30 s): a stalled
   * request body is cut, a slow but moving upload goes on.
   */
  idleSocketTimeoutMs: number;
  /**
   * Redis shared by several instances (REDIS_URL, redis://…): the rate limits count across all of them.
   * Null: one process, limits counted in its memory. Keys start with REDIS_KEY_PREFIX (default "guru:").
   */
  redis: { url: string; keyPrefix: string } | null;
  /** Tests only: every scheduled job's period lasts this many seconds (ignored in production). */
  jobsPeriodSecondsOverride: number | null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && !e.APP_SECRET) throw new Error('APP_SECRET (32+ characters) is required in production');
  const dataDir = path.resolve(e.DATA_DIR);
  const filesKeyText = e.FILES_KEY?.trim() ?? '';
  const filesKey = filesKeyText === '' ? null : decodeFilesKey(filesKeyText);
  if (filesKeyText !== '' && !filesKey) throw new Error('Invalid configuration: FILES_KEY must be 32 bytes, as 64 hex digits or base64');
  let storage: StorageConfig;
  try {
    storage = parseStorageUrl(e.STORAGE_URL, dataDir);
  } catch (error) {
    throw new Error(`Invalid configuration: ${error instanceof Error ? error.message : 'STORAGE_URL'}`, { cause: error });
  }
  const twilio =
    e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
      ? { accountSid: e.TWILIO_ACCOUNT_SID, authToken: e.TWILIO_AUTH_TOKEN, from: e.TWILIO_FROM }
      : null;
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    sqlitePath: path.join(dataDir, 'guru.sqlite'),
    baseDomain: e.BASE_DOMAIN.toLowerCase(),
    defaultFirm: e.DEFAULT_FIRM ?? (production ? null : 'demo'),
    appSecret: e.APP_SECRET ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    twilio,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    smsCodesPerWindow: e.SMS_CODES_PER_WINDOW,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : path.resolve('apps/web/dist'),
    devFeatures: !production,
    filesKey,
    storage,
    contactEmail: e.CONTACT_EMAIL?.trim() || mailAddressOf(e.MAIL_FROM),
    publicUrl: parsePublicUrl(e.PUBLIC_URL, e.PORT),
    stripe: e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET } : null,
    emergencyWaitSecondsOverride: production ? null : (e.EMERGENCY_WAIT_SECONDS_OVERRIDE ?? null),
    idleSocketTimeoutMs: e.IDLE_SOCKET_TIMEOUT_MS,
    redis: e.REDIS_URL?.trim() ? { url: e.REDIS_URL.trim(), keyPrefix: e.REDIS_KEY_PREFIX } : null,
    jobsPeriodSecondsOverride: production ? null : (e.JOBS_PERIOD_SECONDS_OVERRIDE ?? null),
  };
}

/** PUBLIC_URL: an http(s) origin (a path is ignored); default http://localhost:$PORT. */
export function parsePublicUrl(value: string | undefined, port: number): URL {
  const text = value?.trim() || `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error('Invalid configuration: PUBLIC_URL must be an absolute http(s) URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('Invalid configuration: PUBLIC_URL must be an absolute http(s) URL');
  return new URL(url.origin);
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
