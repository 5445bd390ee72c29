import { describe, expect, it } from 'vitest';
import { formatLastUpdated } from './dateTime';
import { isValidWebsite, isWebAddress, websiteHref } from './website';

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

describe('formatLastUpdated', () => {
  it('writes MM/DD/YYYY, hh:mm a', () => {
    expect(formatLastUpdated(new Date(2026, 4, 1, 15, 7))).toBe('05/01/2026, 03:07 pm');
    expect(formatLastUpdated(new Date(2026, 11, 31, 0, 5))).toBe('12/31/2026, 12:05 am');
    expect(formatLastUpdated(new Date(2026, 0, 9, 12, 0))).toBe('01/09/2026, 12:00 pm');
    expect(formatLastUpdated('not a date')).toBe('');
  });
});
