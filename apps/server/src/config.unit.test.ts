import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from './config.js';

describe('TRUST_PROXY', () => {
  it('believes no proxy unless told, in production too', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) }).trustProxy).toBe(false);
  });

  it('reads true or a list of addresses', () => {
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy(' 10.0.0.1, 10.1.0.0/16 ')).toEqual(['10.0.0.1', '10.1.0.0/16']);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
  });
});

describe('MAIL_FROM', () => {
  it('has a default sender for the outbox and SMTP', () => {
    expect(loadConfig({}).mailFrom).toBe('Guru Suite <no-reply@guru-suite.local>');
  });
});

describe('FILES_KEY', () => {
  const key = Buffer.alloc(32, 7);

  it('reads 32 bytes as hex or base64, and is unset by default', () => {
    expect(loadConfig({}).filesKey).toBeNull();
    expect(loadConfig({ FILES_KEY: key.toString('hex') }).filesKey?.equals(key)).toBe(true);
    expect(loadConfig({ FILES_KEY: key.toString('base64') }).filesKey?.equals(key)).toBe(true);
  });

  it('refuses a key of another length without printing it', () => {
    const wrong = Buffer.alloc(16, 9).toString('hex');
    expect(() => loadConfig({ FILES_KEY: wrong })).toThrow(/FILES_KEY must be 32 bytes/);
    try {
      loadConfig({ FILES_KEY: wrong });
    } catch (error) {
      expect(String(error)).not.toContain(wrong);
    }
  });
});

describe('STORAGE_URL', () => {
  it('stores files under DATA_DIR/files by default', () => {
    expect(loadConfig({ DATA_DIR: '/srv/guru' }).storage).toEqual({ kind: 'fs', root: '/srv/guru/files' });
  });

  it('selects an S3-compatible bucket', () => {
    const storage = loadConfig({
      STORAGE_URL: 's3://docs?endpoint=https://s3.example.com&region=eu-west-3&forcePathStyle=true',
    }).storage;
    expect(storage).toMatchObject({
      kind: 's3',
      bucket: 'docs',
      endpoint: 'https://s3.example.com',
      region: 'eu-west-3',
      forcePathStyle: true,
    });
  });

  it('refuses a URL it cannot use, without printing it', () => {
    expect(() => loadConfig({ STORAGE_URL: 's3://KEY:topsecret@docs?bukket=x' })).toThrow(
      /Invalid configuration: STORAGE_URL/,
    );
    expect(() => loadConfig({ STORAGE_URL: 's3://KEY:topsecret@docs?bukket=x' })).not.toThrow(/topsecret/);
  });
});

describe('LOG_LEVEL', () => {
  it('is quiet by default (warnings only), and refuses a level pino does not know', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('warn');
    expect(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' }).logLevel).toBe('info');
    expect(() => loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'loud' })).toThrow();
  });
});

describe('REDIS_URL and JOBS_PERIOD_SECONDS_OVERRIDE', () => {
  it('keeps the rate limits in memory without Redis, and shares them through Redis with a key prefix', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).redis).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test', REDIS_URL: ' ' }).redis).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test', REDIS_URL: 'redis://cache:6379' }).redis).toEqual({
      url: 'redis://cache:6379',
      keyPrefix: 'guru:',
    });
    expect(
      loadConfig({ NODE_ENV: 'test', REDIS_URL: 'redis://cache:6379', REDIS_KEY_PREFIX: 'suite-a:' }).redis
        ?.keyPrefix,
    ).toBe('suite-a:');
  });

  it('shortens the jobs’ periods only outside production', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).jobsPeriodSecondsOverride).toBeNull();
    expect(
      loadConfig({ NODE_ENV: 'test', JOBS_PERIOD_SECONDS_OVERRIDE: '2' }).jobsPeriodSecondsOverride,
    ).toBe(2);
    expect(
      loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32), JOBS_PERIOD_SECONDS_OVERRIDE: '2' })
        .jobsPeriodSecondsOverride,
    ).toBeNull();
    expect(() => loadConfig({ NODE_ENV: 'test', JOBS_PERIOD_SECONDS_OVERRIDE: '0' })).toThrow(
      /JOBS_PERIOD_SECONDS_OVERRIDE/,
    );
  });
});

describe('NODE_ENV', () => {
  const secrets = { APP_SECRET: 'x'.repeat(32) };

  it('knows development (the default), test and production; demo data and /dev only in the first two', () => {
    expect(loadConfig({})).toMatchObject({
      environment: 'development',
      production: false,
      devFeatures: true,
    });
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({
      environment: 'development',
      production: false,
      devFeatures: true,
    });
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({
      environment: 'test',
      production: false,
      devFeatures: true,
    });
    expect(loadConfig({ NODE_ENV: 'production', ...secrets })).toMatchObject({
      environment: 'production',
      production: true,
      devFeatures: false,
      defaultFirm: null,
    });
  });

  it.each(['prod', 'Production', 'staging', 'PRODUCTION', ' production', ''])(
    'refuses %j instead of running as a development server',
    (value) => {
      expect(() => loadConfig({ NODE_ENV: value, ...secrets })).toThrow(
        `Invalid configuration: NODE_ENV: must be development, test or production, not ${JSON.stringify(value)}`,
      );
    },
  );

  it('names every problem at once, without the value of a secret', () => {
    const wrongKey = Buffer.alloc(16, 9).toString('hex');
    const problem = (() => {
      try {
        loadConfig({ NODE_ENV: 'production', FILES_KEY: wrongKey, PUBLIC_URL: 'ftp://guru.example' });
      } catch (error) {
        return String(error);
      }
      return 'started';
    })();
    expect(problem).toContain('APP_SECRET (32+ characters) is required in production');
    expect(problem).toContain('FILES_KEY must be 32 bytes');
    expect(problem).toContain('PUBLIC_URL must be an absolute http(s) URL');
    expect(problem).not.toContain(wrongKey);
  });
});

describe('EXTENSION_ORIGINS', () => {
  it('reads a list of extension origins, lower-cased, and refuses anything else', () => {
    expect(loadConfig({ EXTENSION_ORIGINS: '' }).extensionOrigins).toEqual([]);
    expect(
      loadConfig({
        EXTENSION_ORIGINS:
          ' chrome-extension://cipipeamkeelkpmfndneengojhilfhfk, moz-extension://0b6e2f3c-1d2e-4f5a-9b8c-7d6e5f4a3b2c',
      }).extensionOrigins,
    ).toEqual([
      'chrome-extension://cipipeamkeelkpmfndneengojhilfhfk',
      'moz-extension://0b6e2f3c-1d2e-4f5a-9b8c-7d6e5f4a3b2c',
    ]);
    for (const bad of [
      'https://evil.example',
      'chrome-extension://x',
      'chrome-extension://abcdefghijklmnop/path',
    ])
      expect(() => loadConfig({ EXTENSION_ORIGINS: bad })).toThrow(/EXTENSION_ORIGINS/);
  });
});

describe('BREACH_RANGE_URL', () => {
  it('defaults to the public Pwned Passwords range API and takes another http(s) address', () => {
    expect(loadConfig({}).breachRangeUrl).toBe('https://api.pwnedpasswords.com/range');
    expect(loadConfig({ BREACH_RANGE_URL: 'http://127.0.0.1:4000/range/' }).breachRangeUrl).toBe(
      'http://127.0.0.1:4000/range',
    );
  });

  it('refuses what is not an http(s) address', () => {
    expect(() => loadConfig({ BREACH_RANGE_URL: 'ftp://example.com/range' })).toThrow(/BREACH_RANGE_URL/);
    expect(() => loadConfig({ BREACH_RANGE_URL: 'not a url' })).toThrow(/BREACH_RANGE_URL/);
  });
});
