import { describe, expect, it } from 'vitest';
import { vaultPasswordHistoryMax } from '@guru/shared';
import { withNewPassword } from './vault.js';

describe('an update from the extension', () => {
  const at = new Date('2026-11-27T10:00:00.000Z');

  it('keeps the rest of the secret and puts the old password on top of the history', () => {
    const secret = {
      password: 'old-one',
      note: 'a note',
      totp: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP',
      history: [{ password: 'older', changedAt: '2025-01-01T00:00:00.000Z' }],
    };
    expect(withNewPassword(secret, 'new-one', at)).toEqual({
      password: 'new-one',
      note: 'a note',
      totp: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP',
      history: [
        { password: 'old-one', changedAt: at.toISOString() },
        { password: 'older', changedAt: '2025-01-01T00:00:00.000Z' },
      ],
    });
  });

  it('keeps at most the last passwords the vault keeps, and adds none for an empty or unchanged one', () => {
    const history = Array.from({ length: vaultPasswordHistoryMax }, (_, i) => ({
      password: `p${i}`,
      changedAt: at.toISOString(),
    }));
    const next = withNewPassword({ password: 'current', note: '', history }, 'newer', at);
    expect(next.history).toHaveLength(vaultPasswordHistoryMax);
    expect(next.history?.[0]?.password).toBe('current');
    expect(withNewPassword({ password: '', note: '' }, 'first', at).history).toBeUndefined();
    expect(withNewPassword({ password: 'same', note: '' }, 'same', at).history).toBeUndefined();
  });
});
