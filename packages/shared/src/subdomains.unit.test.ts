import { describe, expect, it } from 'vitest';
import { subdomainSchema } from './schemas/firm-signup.js';
import {
  confusableWith,
  isConfusableSubdomain,
  isReservedSubdomain,
  isValidSubdomainSyntax,
  subdomainRuleProblem,
} from './subdomains.js';
import { subscriptionMessages } from './messages-subscriptions.js';

describe('firm subdomains', () => {
  it('takes lower-case letters, digits and hyphens, 3 to 63, no hyphen at either end', () => {
    for (const ok of ['acme', 'acme-wealth', 'a1b', '123', 'x'.repeat(63), 'a--b'])
      expect(isValidSubdomainSyntax(ok), ok).toBe(true);
    for (const bad of [
      '',
      'ab',
      'x'.repeat(64),
      '-acme',
      'acme-',
      'Acme',
      'acme_w',
      'acme.w',
      'ac me',
      'ácme',
      'acme/',
    ])
      expect(isValidSubdomainSyntax(bad), bad).toBe(false);
  });

  it('refuses reserved words', () => {
    for (const word of ['www', 'admin', 'api', 'mail', 'app', 'demo', 'smtp', 'stripe', 'static'])
      expect(isReservedSubdomain(word), word).toBe(true);
    expect(isReservedSubdomain('acme')).toBe(false);
  });

  it('trims and lower-cases in the schema, with a message for each refusal', () => {
    expect(subdomainSchema.parse('  Acme-Wealth ')).toBe('acme-wealth');
    expect(subdomainSchema.safeParse('WWW').error?.issues[0]?.message).toBe(
      subscriptionMessages.subdomainReserved,
    );
    expect(subdomainSchema.safeParse('a_b').error?.issues[0]?.message).toBe(
      subscriptionMessages.subdomainInvalid,
    );
    expect(subdomainSchema.safeParse(42).success).toBe(false);
  });

  it('refuses IDN labels and look-alikes of the platform, saying why (ADR 0030)', () => {
    expect(subdomainRuleProblem('xn--dmo-9na')).toBe(subscriptionMessages.subdomainIdn);
    expect(subdomainRuleProblem('xn--80ak6aa92e')).toBe(subscriptionMessages.subdomainIdn);
    for (const lookAlike of [
      'dem0',
      'demo1',
      'demo-wealth',
      'gurusuite',
      'secure-login',
      'support-team',
      'stripe-billing',
      'www1',
      'my-guru',
      'g0ogle-admln',
      'api-2',
      'he1p',
      'supp0rt-1',
      'wealth-l0gin',
    ]) {
      expect(subdomainRuleProblem(lookAlike), lookAlike).toBe(subscriptionMessages.subdomainPlatformWord);
    }
    expect(subdomainSchema.safeParse('demo-wealth').error?.issues[0]?.message).toBe(
      subscriptionMessages.subdomainPlatformWord,
    );
    expect(subdomainSchema.safeParse('xn--dmo-9na').error?.issues[0]?.message).toBe(
      subscriptionMessages.subdomainIdn,
    );
  });

  it('accepts ordinary firm names, short platform words inside longer ones included', () => {
    for (const ok of [
      'smithwealth',
      'acme-advisors',
      'capital-partners',
      'rapid-growth',
      'happy-trails',
      'brown-and-co',
      'summit2024',
      'a--b',
    ]) {
      expect(subdomainRuleProblem(ok), ok).toBeNull();
      expect(subdomainSchema.safeParse(ok).success, ok).toBe(true);
    }
    expect(subdomainRuleProblem('demo')).toBe(subscriptionMessages.subdomainReserved);
  });

  it('finds addresses confusable with an existing one: look-alike characters, digits, hyphens, one edit', () => {
    for (const [candidate, existing] of [
      ['dem0', 'demo'],
      ['demo1', 'demo'],
      ['d-e-m-o', 'demo'],
      ['smlthwealth', 'smithwealth'],
      ['smith-wea1th', 'smithwealth'],
      ['srnithwealth', 'smithwealth'],
      ['5mithwealth', 'smithwealth'],
      ['smithweaIth'.toLowerCase(), 'smithwealth'],
      ['smithwealh', 'smithwealth'],
      ['smithwealthh', 'smithwealth'],
      ['smithvvealth', 'smithwealth'],
      ['acme', 'acne'],
      ['acme77', 'acme'],
    ]) {
      expect(isConfusableSubdomain(candidate!, existing!), `${candidate} ~ ${existing}`).toBe(true);
    }
    for (const [candidate, existing] of [
      ['smithwealth', 'smithwealth'],
      ['acme-advisors', 'acme'],
      ['abc', 'abd'],
      ['jones-wealth', 'smithwealth'],
      ['123', '456'],
    ]) {
      expect(isConfusableSubdomain(candidate!, existing!), `${candidate} !~ ${existing}`).toBe(false);
    }
    expect(confusableWith('dem0', ['acme', 'demo'])).toBe('demo');
    expect(confusableWith('smithwealth', ['acme', 'demo'])).toBeNull();
  });
});
