/** @vitest-environment jsdom */
import { afterEach, describe, expect, it } from 'vitest';
import { AppType } from '@guru/shared';
import {
  PENDING_INVITE_KEY,
  PENDING_INVITE_MAX_AGE_MS,
  clearPendingInvite,
  readPendingInvite,
  savePendingInvite,
} from './pendingInvite';

afterEach(() => window.sessionStorage.clear());

describe('pending invite', () => {
  it('keeps the code and the app in this tab until read back or cleared', () => {
    savePendingInvite('code-1', AppType.documents, 1_000);
    expect(readPendingInvite(2_000)).toEqual({ code: 'code-1', app: AppType.documents, savedAt: 1_000 });
    clearPendingInvite();
    expect(readPendingInvite()).toBeNull();
  });

  it('drops a code that is too old or damaged', () => {
    savePendingInvite('code-2', AppType.password, 0);
    expect(readPendingInvite(PENDING_INVITE_MAX_AGE_MS + 1)).toBeNull();
    expect(window.sessionStorage.getItem(PENDING_INVITE_KEY)).toBeNull();
    window.sessionStorage.setItem(PENDING_INVITE_KEY, '{"code":"x","app":"other","savedAt":1}');
    expect(readPendingInvite(2)).toBeNull();
    window.sessionStorage.setItem(PENDING_INVITE_KEY, 'not json');
    expect(readPendingInvite()).toBeNull();
  });
});
