import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.js';

describe('security headers, computed once', () => {
  it("are helmet's headers for the options: the policy, framing, sniffing, referrer, HSTS when asked", () => {
    const headers = new Map(
      securityHeaders({
        contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], objectSrc: ["'none'"] } },
        hsts: true,
      }),
    );
    expect(headers.get('Content-Security-Policy')).toContain("default-src 'self'");
    expect(headers.get('Content-Security-Policy')).toContain("object-src 'none'");
    expect(headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(headers.get('Strict-Transport-Security')).toMatch(/^max-age=\d+/);
    expect(headers.has('X-Powered-By')).toBe(false);
  });

  it('leave HSTS out when it is off (development over plain HTTP)', () => {
    expect(new Map(securityHeaders({ hsts: false })).has('Strict-Transport-Security')).toBe(false);
  });

  it('refuse a policy that depends on the request: it cannot be computed once', () => {
    expect(() =>
      securityHeaders({
        contentSecurityPolicy: { directives: { scriptSrc: ["'self'", () => "'nonce-x'"] } },
      }),
    ).toThrow(/scriptSrc/);
  });
});
