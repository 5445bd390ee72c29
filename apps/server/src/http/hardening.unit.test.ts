import { describe, expect, it } from 'vitest';
import { crossOriginProblem, isLoopback, redactUrl } from './hardening.js';

describe('redactUrl', () => {
  it('hides the values of secret and personal query parameters, keeps the rest', () => {
    expect(redactUrl('/pass-api/api/v1/users/getInviteCodeInfo?code=abc123')).toBe('/pass-api/api/v1/users/getInviteCodeInfo?code=[redacted]');
    expect(redactUrl('/verify-sender-email?token=t0k&x=1')).toBe('/verify-sender-email?token=[redacted]&x=1');
    expect(redactUrl('/reset-pin-code-via-email?token=a&email=b%40c.d')).toBe('/reset-pin-code-via-email?token=[redacted]&email=[redacted]');
    expect(redactUrl('/x?inviteCode=1&resetToken=2&apiKey=3&page=2#frag')).toBe('/x?inviteCode=[redacted]&resetToken=[redacted]&apiKey=[redacted]&page=2');
    expect(redactUrl('/docVaults?limit=10&q=tax')).toBe('/docVaults?limit=10&q=tax');
    expect(redactUrl('/password-management/emergency-access?kit=k1')).toBe('/password-management/emergency-access?kit=[redacted]');
    expect(redactUrl('/plain/path')).toBe('/plain/path');
    expect(redactUrl('/x?%E0%A4%A=1&code')).toBe('/x?%E0%A4%A=1&code');
  });
});

describe('isLoopback', () => {
  it('knows the machine itself from any other peer', () => {
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopback(a)).toBe(true);
    for (const a of ['10.0.0.1', '203.0.113.5', '::ffff:10.0.0.1', '', undefined]) expect(isLoopback(a)).toBe(false);
  });
});

describe('crossOriginProblem', () => {
  const req = (method: string, headers: Record<string, string>, host = 'acme.example.com') => ({ method, headers, host });
  it('lets through reads, same-origin browser requests and callers that are not browsers', () => {
    expect(crossOriginProblem(req('GET', { origin: 'https://evil.example' }))).toBeNull();
    expect(crossOriginProblem(req('POST', { 'sec-fetch-site': 'same-origin', origin: 'https://acme.example.com', 'content-type': 'application/json' }))).toBeNull();
    expect(crossOriginProblem(req('POST', { origin: 'http://ACME.example.com:3000' }, 'acme.example.com:3000'))).toBeNull();
    expect(crossOriginProblem(req('POST', { 'content-type': 'application/json', 'content-length': '2' }))).toBeNull();
    expect(crossOriginProblem(req('PATCH', { 'content-type': 'application/offset+octet-stream', 'content-length': '9' }))).toBeNull();
  });
  it('refuses a sibling firm, another site, a forged origin and a bodiless text/plain post', () => {
    expect(crossOriginProblem(req('POST', { 'sec-fetch-site': 'same-site' }))).toBe('sec-fetch-site same-site');
    expect(crossOriginProblem(req('DELETE', { 'sec-fetch-site': 'cross-site' }))).toBe('sec-fetch-site cross-site');
    expect(crossOriginProblem(req('PUT', { origin: 'https://beta.example.com' }))).toBe('origin');
    expect(crossOriginProblem(req('POST', { origin: 'null' }))).toBe('origin');
    expect(crossOriginProblem(req('POST', { 'content-type': 'text/plain;charset=UTF-8' }))).toBe('bodiless text/plain');
  });
});
