import { describe, expect, it } from 'vitest';
import { crossOriginProblem, isLoopback } from './hardening.js';

describe('isLoopback', () => {
  it('knows the machine itself from any other peer', () => {
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopback(a)).toBe(true);
    for (const a of ['10.0.0.1', '203.0.113.5', '::ffff:10.0.0.1', '', undefined])
      expect(isLoopback(a)).toBe(false);
  });
});

describe('crossOriginProblem', () => {
  const req = (method: string, headers: Record<string, string>, host = 'acme.example.com') => ({
    method,
    headers,
    host,
  });
  const check = (request: ReturnType<typeof req>, publicScheme = 'https:') =>
    crossOriginProblem(request, publicScheme);
  it('lets through reads, same-origin browser requests and callers that are not browsers', () => {
    expect(check(req('GET', { origin: 'https://evil.example' }))).toBeNull();
    expect(
      check(
        req('POST', {
          'sec-fetch-site': 'same-origin',
          origin: 'https://acme.example.com',
          'content-type': 'application/json',
        }),
      ),
    ).toBeNull();
    expect(
      check(req('POST', { origin: 'http://ACME.example.com:3000' }, 'acme.example.com:3000'), 'http:'),
    ).toBeNull();
    expect(check(req('POST', { origin: 'https://acme.example.com:443' }))).toBeNull();
    expect(check(req('POST', { 'content-type': 'application/json', 'content-length': '2' }))).toBeNull();
    expect(
      check(req('PATCH', { 'content-type': 'application/offset+octet-stream', 'content-length': '9' })),
    ).toBeNull();
  });
  it('refuses a sibling firm, another site, a forged origin and a bodiless text/plain post', () => {
    expect(check(req('POST', { 'sec-fetch-site': 'same-site' }))).toBe('sec-fetch-site same-site');
    expect(check(req('DELETE', { 'sec-fetch-site': 'cross-site' }))).toBe('sec-fetch-site cross-site');
    expect(check(req('PUT', { origin: 'https://beta.example.com' }))).toBe('origin');
    expect(check(req('POST', { origin: 'null' }))).toBe('origin');
    expect(check(req('POST', { 'content-type': 'text/plain;charset=UTF-8' }))).toBe('bodiless text/plain');
  });
  it('compares the scheme and the port too, not only the host name', () => {
    expect(check(req('POST', { origin: 'http://acme.example.com' }))).toBe('origin');
    expect(check(req('POST', { origin: 'https://acme.example.com' }), 'http:')).toBe('origin');
    expect(check(req('POST', { origin: 'https://acme.example.com:8443' }))).toBe('origin');
    expect(
      check(req('POST', { origin: 'http://acme.example.com:3000' }, 'acme.example.com:3001'), 'http:'),
    ).toBe('origin');
    expect(check(req('POST', { origin: 'http://acme.example.com:3000' }, 'acme.example.com'), 'http:')).toBe(
      'origin',
    );
  });

  it('lets the configured extension origins through, and no other extension', () => {
    const extension = 'chrome-extension://cipipeamkeelkpmfndneengojhilfhfk';
    const allowed = [extension];
    const post = (headers: Record<string, string>) =>
      crossOriginProblem(req('POST', headers), 'https:', allowed);
    expect(post({ origin: extension, 'sec-fetch-site': 'none' })).toBeNull();
    expect(post({ origin: extension, 'sec-fetch-site': 'cross-site' })).toBeNull();
    expect(
      post({ origin: 'chrome-extension://aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'sec-fetch-site': 'cross-site' }),
    ).toBe('sec-fetch-site cross-site');
    expect(post({ origin: 'chrome-extension://aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' })).toBe('origin');
    expect(check(req('POST', { origin: extension }))).toBe('origin');
  });
});
