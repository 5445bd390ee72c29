import { describe, expect, it } from 'vitest';
import { frameMayBeFilled, isInsecure, sameSite, siteOf } from './site-rules.js';

describe('sameSite', () => {
  it('matches every host of one registrable domain, with or without a scheme', () => {
    expect(sameSite('bank.example.localhost', 'http://bank.example.localhost:3242/login')).toBe(true);
    expect(sameSite('https://www.bank.co.uk', 'https://login.bank.co.uk/sign-in')).toBe(true);
    expect(sameSite('https://bank.com/login', 'https://BANK.com/')).toBe(true);
  });

  it('refuses look-alikes, other registrable domains and private suffixes shared by strangers', () => {
    expect(sameSite('bank.example.localhost', 'http://bank-example.localhost/login')).toBe(false);
    expect(sameSite('bank.com', 'https://bank.com.evil.net/')).toBe(false);
    expect(sameSite('bank.co.uk', 'https://other.co.uk/')).toBe(false);
    expect(sameSite('alice.github.io', 'https://mallory.github.io/')).toBe(false);
  });

  it('matches an IP address only to itself', () => {
    expect(sameSite('http://10.0.0.1/admin', 'http://10.0.0.1:8080/')).toBe(true);
    expect(sameSite('http://10.0.0.1/admin', 'http://10.0.0.2/')).toBe(false);
    expect(sameSite('10.0.0.1', 'http://10.0.0.1.nip.io/')).toBe(false);
  });

  it('matches nothing for an empty or unusable website', () => {
    expect(sameSite('', 'https://bank.com/')).toBe(false);
    expect(sameSite('javascript:alert(1)', 'https://bank.com/')).toBe(false);
    expect(siteOf('ftp://bank.com')).toBeNull();
  });
});

describe('frameMayBeFilled', () => {
  it('fills the top page and frames of its own site only', () => {
    expect(frameMayBeFilled('http://a.bank.localhost/f', 'http://a.bank.localhost/', false)).toBe(true);
    expect(frameMayBeFilled('http://login.bank.localhost/f', 'http://www.bank.localhost/', false)).toBe(true);
    expect(frameMayBeFilled('http://bank.localhost/f', 'http://evil.localhost/', false)).toBe(false);
    expect(frameMayBeFilled('http://bank.localhost/f', 'http://evil.localhost/', true)).toBe(true);
  });
});

describe('isInsecure', () => {
  it('asks before filling plain HTTP, except on this machine', () => {
    expect(isInsecure('http://bank.com/')).toBe(true);
    expect(isInsecure('https://bank.com/')).toBe(false);
    expect(isInsecure('http://localhost:3000/')).toBe(false);
    expect(isInsecure('http://bank.example.localhost:3242/')).toBe(false);
    expect(isInsecure('http://127.0.0.1:3242/')).toBe(false);
  });
});
