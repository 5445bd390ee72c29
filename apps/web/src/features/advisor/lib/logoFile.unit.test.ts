import { describe, expect, it } from 'vitest';
import { subscriptionLimits, subscriptionMessages } from '@guru/shared';
import { logoFileProblem, logoUrlVersion } from './logoFile';

describe('logo file', () => {
  it('accepts PNG and JPEG up to the limit', () => {
    expect(logoFileProblem({ type: 'image/png', size: 2048 })).toBeNull();
    expect(logoFileProblem({ type: 'image/jpeg', size: subscriptionLimits.logoMaxBytes })).toBeNull();
  });

  it("refuses other types, empty files and large ones with the server's messages", () => {
    expect(logoFileProblem({ type: 'image/gif', size: 10 })).toBe(subscriptionMessages.logoInvalid);
    expect(logoFileProblem({ type: 'image/svg+xml', size: 10 })).toBe(subscriptionMessages.logoInvalid);
    expect(logoFileProblem({ type: 'image/png', size: 0 })).toBe(subscriptionMessages.logoInvalid);
    expect(logoFileProblem({ type: 'image/png', size: subscriptionLimits.logoMaxBytes + 1 })).toBe(
      subscriptionMessages.logoTooLarge,
    );
  });

  it('versions the public logo URL', () => {
    expect(logoUrlVersion('/be/api/public/getUserCompanyAvatar/u1.png', 7)).toBe(
      '/be/api/public/getUserCompanyAvatar/u1.png?v=7',
    );
    expect(logoUrlVersion('/be/api/public/getUserCompanyAvatar/u1.png?v=3', 9)).toBe(
      '/be/api/public/getUserCompanyAvatar/u1.png?v=9',
    );
  });
});
