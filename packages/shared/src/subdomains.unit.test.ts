import { describe, expect, it } from 'vitest';
import { subdomainSchema } from './schemas/firm-signup.js';
import { isReservedSubdomain, isValidSubdomainSyntax } from './subdomains.js';
import { subscriptionMessages } from './messages-subscriptions.js';

describe('firm subdomains', () => {
  it('takes lower-case letters, digits and hyphens, 3 to 63, no hyphen at either end', () => {
    for (const ok of ['acme', 'acme-wealth', 'a1b', '123', 'x'.repeat(63), 'a--b']) expect(isValidSubdomainSyntax(ok), ok).toBe(true);
    for (const bad of ['', 'ab', 'x'.repeat(64), '-acme', 'acme-', 'Acme', 'acme_w', 'acme.w', 'ac me', 'ácme', 'acme/']) expect(isValidSubdomainSyntax(bad), bad).toBe(false);
  });

  it('refuses reserved words', () => {
    for (const word of ['www', 'admin', 'api', 'mail', 'app', 'demo', 'smtp', 'stripe', 'static']) expect(isReservedSubdomain(word), word).toBe(true);
    expect(isReservedSubdomain('acme')).toBe(false);
  });

  it('trims and lower-cases in the schema, with a message for each refusal', () => {
    expect(subdomainSchema.parse('  Acme-Wealth ')).toBe('acme-wealth');
    expect(subdomainSchema.safeParse('WWW').error?.issues[0]?.message).toBe(subscriptionMessages.subdomainReserved);
    expect(subdomainSchema.safeParse('a_b').error?.issues[0]?.message).toBe(subscriptionMessages.subdomainInvalid);
    expect(subdomainSchema.safeParse(42).success).toBe(false);
  });
});
