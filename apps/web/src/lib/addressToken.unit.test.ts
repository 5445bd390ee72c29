import { describe, expect, it } from 'vitest';
import { addressWithout } from './addressToken';

describe('addressWithout', () => {
  it('drops only the named parameter and keeps the path, the other parameters and the fragment', () => {
    expect(
      addressWithout(
        'https://demo.example.com/password-management/signup?code=s3cr3t&email=a%40b.example#top',
        'code',
      ),
    ).toBe('/password-management/signup?email=a%40b.example#top');
    expect(addressWithout('https://guru.example.com/admin/setup?token=abc', 'token')).toBe('/admin/setup');
  });

  it('answers null when the address carries no such parameter', () => {
    expect(addressWithout('https://guru.example.com/admin/setup?tokens=abc', 'token')).toBeNull();
    expect(addressWithout('https://guru.example.com/verify-sender-email', 'token')).toBeNull();
  });
});
