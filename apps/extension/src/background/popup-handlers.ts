import type { ListedEntry, PopupRequest } from '../lib/protocol.js';
import { scheduleClipboardClear } from './clipboard.js';
import type { ExtensionSession } from './session.js';
import { DEFAULT_CLIPBOARD_SECONDS, readLocal, writeLocal } from './stores.js';

/** The search shows at most this many rows (the popup is small; typing narrows it). */
const SEARCH_LIMIT = 50;
const CLIPBOARD_SECONDS_MIN = 5;
const CLIPBOARD_SECONDS_MAX = 600;

/** The popup's requests: the sign-in chain, the vault's search and copy, lock and sign-out. */
export class PopupHandlers {
  constructor(private readonly session: ExtensionSession) {}

  async handle(request: PopupRequest): Promise<unknown> {
    const session = this.session;
    switch (request.type) {
      case 'view':
        return session.view();
      case 'chooseFirm':
        return session.chooseFirm(request.address);
      case 'changeFirm':
        return session.changeFirm();
      case 'signIn':
        return session.signIn(request.username, request.password);
      case 'verifyCode':
        return session.verifyCode(request.code);
      case 'unlock':
        return session.unlock(request.pin);
      case 'vaultPassword':
        return session.openWithPassword(request.password);
      case 'lock':
        return session.lock(true);
      case 'signOut':
        return session.signOut();
      case 'search':
        return this.search(request.query);
      case 'copy':
        return this.copy(request.id, request.field);
      case 'clipboardCopied':
        return scheduleClipboardClear(await this.clipboardSeconds());
      case 'setClipboardSeconds':
        return writeLocal({
          clipboardSeconds: Math.min(
            CLIPBOARD_SECONDS_MAX,
            Math.max(CLIPBOARD_SECONDS_MIN, Math.round(request.seconds)),
          ),
        });
    }
  }

  private async clipboardSeconds(): Promise<number> {
    return (await readLocal()).clipboardSeconds ?? DEFAULT_CLIPBOARD_SECONDS;
  }

  private async search(query: string): Promise<ListedEntry[]> {
    const vault = await this.session.unlockedVault();
    if (!vault) return [];
    await this.session.touch();
    return (await vault.search(query, SEARCH_LIMIT)).map(({ id, name, username, website }) => ({
      id,
      name,
      username,
      website,
    }));
  }

  /** The text to copy (the popup writes it, having the focus), and the seconds before it is cleared. */
  private async copy(
    id: string,
    field: 'username' | 'password',
  ): Promise<{ text: string; seconds: number } | null> {
    const vault = await this.session.unlockedVault();
    const entry = vault?.find(id);
    if (!vault || !entry) return null;
    await this.session.touch();
    const seconds = await this.clipboardSeconds();
    if (field === 'username') return { text: entry.username, seconds };
    try {
      return { text: (await vault.secretOf(id)).password, seconds };
    } catch (error) {
      await this.session.handleRefusal(error);
      throw error;
    }
  }
}
