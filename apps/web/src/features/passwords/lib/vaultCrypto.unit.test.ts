import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { AppType, type Envelope } from '@guru/shared';
import {
  EnvelopeError,
  encryptFolder,
  encryptItem,
  encryptJson,
  folderAad,
  itemAad,
  randomKey,
} from '@guru/vault-crypto';
import { forgetApp, setUserKey } from '../../../lib/keyStore';
import { createPasswordsItem, updatePasswordsFolder } from '../api/passwordsApi';
import {
  VaultLockedError,
  openEntry,
  openSnapshot,
  sealEntry,
  sealFolder,
  vaultKeyRing,
  type SealedEntry,
} from './vaultCrypto';

const userId = '3f0c5c1e-8d7a-4b8e-9a51-2f7b5f0c1d22';
const itemId = '0b8f8a36-1c39-4a57-8f0e-7d1f3d2b9a10';
const folderId = '5d0a1e7c-7f1b-4c3e-b2a4-9e8d7c6b5a40';

afterEach(() => forgetApp(AppType.password));

describe('vault crypto', () => {
  it('needs the user key in memory', () => {
    expect(() => vaultKeyRing(userId)).toThrow(VaultLockedError);
  });

  it('opens what vault-crypto sealed (as the demo vault was), and seals for it', async () => {
    const key = randomKey();
    setUserKey(AppType.password, key);
    const ring = vaultKeyRing(userId);
    const sealed = await encryptItem(
      key,
      userId,
      itemId,
      { name: 'Bank', username: 'casey', website: 'https://b.example' },
      { password: 'pw', note: 'n' },
    );
    const item = { id: itemId, folderId, updatedAt: '2026-01-01T00:00:00Z', ...sealed };
    const folder = {
      id: folderId,
      data: await encryptFolder(key, userId, folderId, { name: 'Home', note: '' }),
      updatedAt: '2026-01-01T00:00:00Z',
    };

    const snapshot = await openSnapshot(ring, [item, { ...item, id: 'other-id' }], [folder]);
    expect(snapshot.entries[0]).toMatchObject({
      name: 'Bank',
      username: 'casey',
      readable: true,
      isWebsite: true,
    });
    // Envelopes are bound to their id: moved to another record they do not open.
    expect(snapshot.entries[1]).toMatchObject({ readable: false, name: '', isWebsite: false });
    expect(snapshot.folders[0]).toMatchObject({ name: 'Home', readable: true });
    expect(JSON.stringify(snapshot)).not.toContain('pw');

    const opened = await openEntry(ring, item);
    expect(opened).toMatchObject({ password: 'pw', note: 'n', folderId, isWebsite: true });

    const resealed = await sealEntry(ring, itemId, { ...opened, password: 'new' });
    expect((await openEntry(ring, { ...item, ...resealed })).password).toBe('new');
    const folderData = await sealFolder(ring, folderId, { name: 'Renamed', note: 'x' });
    expect((await openSnapshot(ring, [], [{ ...folder, data: folderData }])).folders[0]?.name).toBe(
      'Renamed',
    );
  });

  it('derives isWebsite where summaries are decrypted: http(s) addresses only', async () => {
    const key = randomKey();
    setUserKey(AppType.password, key);
    const ring = vaultKeyRing(userId);
    const websites = [
      'https://bank.example.com',
      'HTTP://Example.com/x',
      'Garage keypad',
      'bank.example.com',
      'https://bad host',
      'javascript:alert(1)',
    ];
    const items = await Promise.all(
      websites.map(async (website, i) => {
        const id = `0b8f8a36-1c39-4a57-8f0e-7d1f3d2b9a1${i}`;
        const sealed = await encryptItem(
          key,
          userId,
          id,
          { name: 'n', username: 'u', website },
          { password: 'p', note: '' },
        );
        return { id, folderId: null, updatedAt: '2026-01-01T00:00:00Z', ...sealed };
      }),
    );
    const snapshot = await openSnapshot(ring, items, []);
    expect(snapshot.entries.map((entry) => entry.isWebsite)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect((await openEntry(ring, items[2]!)).isWebsite).toBe(false);
  });

  it('shows a validly encrypted payload of the wrong shape as unreadable, and refuses to open it', async () => {
    const key = randomKey();
    setUserKey(AppType.password, key);
    const ring = vaultKeyRing(userId);
    const secret = await encryptJson(key, { password: 'pw', note: '' }, itemAad(userId, itemId, 'secret'));
    const at = '2026-01-01T00:00:00Z';
    const payloads: unknown[] = [{ name: 5, username: 'u', website: '' }, { name: 'Bank' }, 'Bank', null];
    for (const payload of payloads) {
      const item = {
        id: itemId,
        folderId: null,
        updatedAt: at,
        secret,
        summary: await encryptJson(key, payload, itemAad(userId, itemId, 'summary')),
      };
      const snapshot = await openSnapshot(ring, [item], []);
      expect(snapshot.entries[0], JSON.stringify(payload)).toMatchObject({
        readable: false,
        name: '',
        username: '',
        website: '',
      });
      await expect(openEntry(ring, item)).rejects.toBeInstanceOf(EnvelopeError);
    }
    const folder = {
      id: folderId,
      updatedAt: at,
      data: await encryptJson(key, { name: ['Home'] }, folderAad(userId, folderId)),
    };
    expect((await openSnapshot(ring, [], [folder])).folders[0]).toMatchObject({ readable: false, name: '' });
  });

  it('types what goes to the server as Envelope, so a plaintext does not compile', () => {
    expectTypeOf<SealedEntry['summary']>().toEqualTypeOf<Envelope>();
    expectTypeOf<ReturnType<typeof sealFolder>>().toEqualTypeOf<Promise<Envelope>>();
    expectTypeOf(updatePasswordsFolder).parameter(1).toEqualTypeOf<Envelope>();
    // @ts-expect-error a plaintext folder name is not an Envelope (tsc fails here if the brand goes)
    expectTypeOf(updatePasswordsFolder).toBeCallableWith(folderId, 'Home');
    // prettier-ignore
    // @ts-expect-error nor is a plaintext password a secret envelope
    expectTypeOf(createPasswordsItem).toBeCallableWith({ id: itemId, folderId: null, summary: 'Bank', secret: 'pw' });
  });
});
