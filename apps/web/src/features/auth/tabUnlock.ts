import type { AppType } from '@guru/shared';
import { isUnlocked } from '../../lib/keyStore';
import { readSealedUserKey } from '../../lib/sealedKeyStorage';
import { createTabUnlock, openTabUnlockChannel, type TabUnlock } from '../../lib/tabUnlock';

let instance: TabUnlock | null = null;

/**
 * This tab's end of the channel shared by the tabs of the origin (ADR 0033). Opened by the first use (a
 * signed-in screen, a PIN page): from then on, while an app is unlocked here, this tab answers the new
 * tabs' question with its sealed key.
 */
export function tabUnlock(): TabUnlock {
  instance ??= createTabUnlock(openTabUnlockChannel(), (app: AppType) =>
    isUnlocked(app) ? { sealed: readSealedUserKey(app) } : null,
  );
  return instance;
}
