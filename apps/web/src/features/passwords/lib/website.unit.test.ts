import { describe, expect, it } from 'vitest';
import { isValidWebsite, isWebAddress, isWebsite, websiteHref } from './website';

describe('websiteHref', () => {
  it('links http and https addresses only', () => {
    expect(websiteHref('https://bank.example.com')).toBe('https://bank.example.com/');
    expect(websiteHref('HTTP://Example.com/path?q=1')).toBe('http://example.com/path?q=1');
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('Home front door')).toBeNull();
    expect(websiteHref('bank.example.com')).toBeNull();
    expect(websiteHref('https://')).toBeNull();
  });

  it('never keeps credentials in the link', () => {
    expect(websiteHref('https://casey:secret@bank.example.com/login')).toBe('https://bank.example.com/login');
  });
});

describe('isValidWebsite', () => {
  it('accepts web addresses and application or place names', () => {
    expect(isValidWebsite('https://bank.example.com')).toBe(true);
    expect(isValidWebsite('Bedroom closet safe')).toBe(true);
    expect(isWebAddress('Bedroom closet safe')).toBe(false);
  });

  it('refuses blanks and broken addresses', () => {
    expect(isValidWebsite('  ')).toBe(false);
    expect(isValidWebsite('https://exa mple.com')).toBe(false);
    expect(isValidWebsite('https://exa%20mple.com')).toBe(false);
    expect(isValidWebsite('https://bücher.example/x')).toBe(true);
    expect(isValidWebsite('http://[::1]:8080/')).toBe(true);
    expect(isValidWebsite('http://192.168.1.1/admin')).toBe(true);
  });
});

describe('isWebsite', () => {
  it('is true exactly where websiteHref gives a link', () => {
    const values = [
      'https://bank.example.com',
      'HTTP://Example.com/path?q=1',
      'https://casey:secret@bank.example.com/login',
      '  https://padded.example  ',
      'javascript:alert(1)',
      'Home front door',
      'bank.example.com',
      'https://',
      'https://exa mple.com',
      'https://exa%20mple.com',
      'https://bücher.example/x',
      'http://[::1]:8080/',
      'http://a..b/',
      'https://host:99999/',
      '',
    ];
    for (const value of values) expect(isWebsite(value), value).toBe(websiteHref(value) !== null);
    expect(values.filter(isWebsite)).toHaveLength(6);
  });
});
