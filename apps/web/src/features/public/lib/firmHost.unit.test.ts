import { describe, expect, it } from 'vitest';
import { isFirmHost } from './firmHost';

describe('isFirmHost', () => {
  it("is a firm's host when the host name starts with its subdomain", () => {
    expect(isFirmHost({ subdomain: 'demo' }, 'demo.localhost')).toBe(true);
    expect(isFirmHost({ subdomain: 'demo' }, 'DEMO.guru-suite.example')).toBe(true);
  });

  it("is the suite's own site on the bare domain (a default firm), on another host, or without a firm", () => {
    expect(isFirmHost({ subdomain: 'demo' }, 'localhost')).toBe(false);
    expect(isFirmHost({ subdomain: 'demo' }, 'demonstration.localhost')).toBe(false);
    expect(isFirmHost({ subdomain: 'demo' }, 'other.localhost')).toBe(false);
    expect(isFirmHost(undefined, 'demo.localhost')).toBe(false);
    expect(isFirmHost({ subdomain: '' }, '.localhost')).toBe(false);
  });
});
