import { describe, expect, it } from 'vitest';
import { firmOriginOf } from './firm-address.js';

describe('firmOriginOf', () => {
  it('reads a typed address or a pasted link as the firm origin', () => {
    expect(firmOriginOf('acme.example.com')).toBe('https://acme.example.com');
    expect(firmOriginOf(' https://acme.example.com/password-management/login ')).toBe(
      'https://acme.example.com',
    );
    expect(firmOriginOf('http://acme.localhost:3241')).toBe('http://acme.localhost:3241');
  });

  it('refuses plain HTTP away from this machine, credentials in the address and garbage', () => {
    expect(firmOriginOf('http://acme.example.com')).toBeNull();
    expect(firmOriginOf('https://user:pw@acme.example.com')).toBeNull();
    expect(firmOriginOf('acme')).toBeNull();
    expect(firmOriginOf('acme example.com')).toBeNull();
    expect(firmOriginOf('')).toBeNull();
  });
});
