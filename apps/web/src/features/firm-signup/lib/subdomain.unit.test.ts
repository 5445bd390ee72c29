import { describe, expect, it } from 'vitest';
import { subscriptionMessages } from '@guru/shared';
import { addressOf, firmAddress, subdomainFromName, subdomainInput, subdomainProblem } from './subdomain';

describe('subdomain box', () => {
  it('keeps lower-case letters, digits and hyphens; spaces, dots and underscores become hyphens', () => {
    expect(subdomainInput('NewFirm')).toBe('newfirm');
    expect(subdomainInput('New Firm_2.0')).toBe('new-firm-2-0');
    expect(subdomainInput('ümlaut&co!')).toBe('mlautco');
    expect(subdomainInput('a'.repeat(80))).toHaveLength(63);
  });

  it('proposes a subdomain from the firm name', () => {
    expect(subdomainFromName('Smith & Co. Wealth')).toBe('smith-co-wealth');
    expect(subdomainFromName('  Élan Advisors  ')).toBe('elan-advisors');
    expect(subdomainFromName('***')).toBe('');
  });
});

describe('subdomain rules (shared with the server)', () => {
  it('accepts a valid, unreserved subdomain', () => {
    expect(subdomainProblem('newfirm')).toBeNull();
    expect(subdomainProblem('smith-co-2')).toBeNull();
  });

  it('refuses short ones, hyphens at the ends, and other characters, with the server message', () => {
    for (const bad of ['ab', '-firm', 'firm-', 'Firm', 'fir m', ''])
      expect(subdomainProblem(bad)).toBe(subscriptionMessages.subdomainInvalid);
  });

  it('refuses reserved words with the server message', () => {
    for (const reserved of ['www', 'admin', 'demo', 'api'])
      expect(subdomainProblem(reserved)).toBe(subscriptionMessages.subdomainReserved);
  });
});

describe('the live address hint', () => {
  it('puts the subdomain before the bare host, with the port', () => {
    expect(firmAddress('newfirm', { protocol: 'http:', host: 'localhost:3000' })).toBe(
      'http://newfirm.localhost:3000',
    );
    expect(firmAddress('newfirm', { protocol: 'https:', host: 'guru-suite.com' }, 'demo')).toBe(
      'https://newfirm.guru-suite.com',
    );
  });

  it('drops the subdomain of the firm that serves the page', () => {
    expect(firmAddress('newfirm', { protocol: 'http:', host: 'demo.localhost:3000' }, 'demo')).toBe(
      'http://newfirm.localhost:3000',
    );
    expect(firmAddress('newfirm', { protocol: 'http:', host: 'Demo.Localhost:3000' }, 'demo')).toBe(
      'http://newfirm.localhost:3000',
    );
  });

  it('shows a placeholder while the box is empty', () => {
    expect(firmAddress('', { protocol: 'http:', host: 'localhost:3000' })).toBe('http://….localhost:3000');
  });
});

describe('addressOf', () => {
  it('shows the origin of a sign-in URL', () => {
    expect(
      addressOf(
        'http://newfirm.localhost:3000/password-management/login',
        'http://localhost:3000/signup/confirm',
      ),
    ).toBe('http://newfirm.localhost:3000');
    expect(addressOf('/password-management/login', 'http://localhost:3000/x')).toBe('http://localhost:3000');
  });
});
