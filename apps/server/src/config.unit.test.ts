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
