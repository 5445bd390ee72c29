/** @vitest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppType, type AccessCodeLoginResponse, type CurrentUser } from '@guru/shared';
import { randomKey, sealForSession } from '@guru/vault-crypto';
import { getUserKey, isUnlocked, lockApp } from '../../lib/keyStore';
import { readSealedUserKey, writeSealedUserKey } from '../../lib/sealedKeyStorage';
import { fetchUnlockSecret } from './api/authApi';
import { clearAppSecrets, lockAppSecrets, restoreUnlock } from './vaultKey';

vi.mock('./api/authApi', () => ({ fetchUnlockSecret: vi.fn(), prelogin: vi.fn() }));

const app = AppType.password;
const unlockSecret = Buffer.alloc(32, 7).toString('base64');
const otherSecret = Buffer.alloc(32, 9).toString('base64');

function answer(scope: CurrentUser['scope'], secret = unlockSecret): AccessCodeLoginResponse {
  return {
    user: { scope } as CurrentUser,
    unlockSecret: secret,
    protectedUserKey: 'v1.wrapped',
    loginName: 'username',
  };
}

const noTab = vi.fn(async () => null);

describe('a reloaded or new tab reopens the vault key without the PIN (ADR 0033)', () => {
  beforeEach(() => {
    clearAppSecrets(app);
    clearAppSecrets(AppType.documents);
    vi.mocked(fetchUnlockSecret).mockReset();
    noTab.mockClear();
  });
  afterEach(() => sessionStorage.clear());

  it("reopens this tab's sealed copy with the server's unlock secret, without asking the other tabs", async () => {
    const userKey = randomKey();
    writeSealedUserKey(app, await sealForSession(unlockSecret, userKey));
    vi.mocked(fetchUnlockSecret).mockResolvedValue(answer('client'));
    await expect(restoreUnlock(app, noTab)).resolves.toEqual(answer('client'));
    expect(getUserKey(app)).toEqual(userKey);
    expect(isUnlocked(app)).toBe(true);
    expect(noTab).not.toHaveBeenCalled();
  });

  it("a new tab opens another tab's sealed copy and keeps its own", async () => {
    const userKey = randomKey();
    const sealed = await sealForSession(unlockSecret, userKey);
    vi.mocked(fetchUnlockSecret).mockResolvedValue(answer('client'));
    await expect(restoreUnlock(app, async () => ({ sealed }))).resolves.not.toBeNull();
    expect(getUserKey(app)).toEqual(userKey);
    expect(readSealedUserKey(app)).not.toBeNull();
  });

  it('asks for the PIN when no tab answers, without calling the server', async () => {
    await expect(restoreUnlock(app, noTab)).resolves.toBeNull();
    expect(fetchUnlockSecret).not.toHaveBeenCalled();
    expect(isUnlocked(app)).toBe(false);
  });

  it('asks for the PIN when the server refuses (the idle PIN lock) or the copy is of another session', async () => {
    writeSealedUserKey(app, await sealForSession(otherSecret, randomKey()));
    vi.mocked(fetchUnlockSecret).mockResolvedValueOnce(answer('client'));
    await expect(restoreUnlock(app, noTab)).resolves.toBeNull();
    vi.mocked(fetchUnlockSecret).mockRejectedValueOnce(new Error('PIN_REQUIRED'));
    await expect(restoreUnlock(app, noTab)).resolves.toBeNull();
    expect(isUnlocked(app)).toBe(false);
    expect(getUserKey(app)).toBeNull();
  });

  it('after the idle PIN lock of this tab a reload asks for the PIN, even while the server still answers', async () => {
    writeSealedUserKey(app, await sealForSession(unlockSecret, randomKey()));
    lockAppSecrets(app);
    vi.mocked(fetchUnlockSecret).mockResolvedValue(answer('client'));
    await expect(restoreUnlock(app, noTab)).resolves.toBeNull();
    expect(fetchUnlockSecret).not.toHaveBeenCalled();
  });

  it("an app without a key (an advisor) is unlocked by the server's word once a tab says it is unlocked", async () => {
    vi.mocked(fetchUnlockSecret).mockResolvedValue(answer('admin'));
    await expect(restoreUnlock(AppType.documents, async () => ({ sealed: null }))).resolves.not.toBeNull();
    expect(isUnlocked(AppType.documents)).toBe(true);
    // A reload of that tab needs no other tab.
    lockApp(AppType.documents);
    await expect(restoreUnlock(AppType.documents, noTab)).resolves.not.toBeNull();
    expect(noTab).not.toHaveBeenCalled();
  });
});
