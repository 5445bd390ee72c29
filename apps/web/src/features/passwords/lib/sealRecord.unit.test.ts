import { afterEach, describe, expect, it } from 'vitest';
import { AppType, emptyVaultRecord, type VaultLoginRecord } from '@guru/shared';
import { randomKey } from '@guru/vault-crypto';
import { forgetApp, setUserKey } from '../../../lib/keyStore';
import { openEntry, sealRecord, vaultKeyRing } from './vaultCrypto';

const userId = '3f0c5c1e-8d7a-4b8e-9a51-2f7b5f0c1d22';
const itemId = '0b8f8a36-1c39-4a57-8f0e-7d1f3d2b9a10';

afterEach(() => forgetApp(AppType.password));

function login(password: string): VaultLoginRecord {
  return { ...emptyVaultRecord('login', 'Bank'), urls: ['https://b.example'], username: 'casey', password };
}

describe('sealRecord', () => {
  it('keeps the replaced password first in the history, with its date, at most five', async () => {
    setUserKey(AppType.password, randomKey());
    const ring = vaultKeyRing(userId);
    const open = async (sealed: Awaited<ReturnType<typeof sealRecord>>) =>
      openEntry(ring, { id: itemId, updatedAt: '2026-01-01T00:00:00Z', ...sealed });

    let entry = await open(
      await sealRecord(ring, itemId, { record: login('p0'), folderId: null, favorite: true }),
    );
    expect(entry.history).toEqual([]);
    expect(entry.favorite).toBe(true);
    for (let n = 1; n <= 6; n += 1) {
      const at = new Date(Date.UTC(2026, 0, n));
      entry = await open(
        await sealRecord(ring, itemId, { record: login(`p${n}`), folderId: null, favorite: true }, entry, at),
      );
    }
    expect(entry.password).toBe('p6');
    expect(entry.history.map((old) => old.password)).toEqual(['p5', 'p4', 'p3', 'p2', 'p1']);
    expect(entry.history[0]?.changedAt).toBe('2026-01-06T00:00:00.000Z');

    // Saving without a new password (a note changed) adds nothing.
    const same = await open(
      await sealRecord(
        ring,
        itemId,
        { record: { ...login('p6'), notes: 'x' }, folderId: null, favorite: false },
        entry,
      ),
    );
    expect(same.history).toEqual(entry.history);
    expect(same.favorite).toBe(false);
  });

  it('opens a card with its hidden fields, and lists it under its cardholder', async () => {
    setUserKey(AppType.password, randomKey());
    const ring = vaultKeyRing(userId);
    const card = { ...emptyVaultRecord('card', 'Visa'), cardholder: 'Casey', number: '4111111111111111' };
    const sealed = await sealRecord(ring, itemId, { record: card, folderId: null, favorite: false });
    const entry = await openEntry(ring, { id: itemId, updatedAt: '2026-01-01T00:00:00Z', ...sealed });
    expect(entry.record).toEqual(card);
    expect(entry.username).toBe('Casey');
    expect(entry.password).toBe('');
  });
});
