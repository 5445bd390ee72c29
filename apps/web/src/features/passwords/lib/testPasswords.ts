import type { PasswordsEntry, PasswordsFolderEntry, PasswordsSnapshot } from './passwordsTypes';
import { isWebsite } from './website';

/** Small decrypted vault for the list and selection tests. */
export function entry(
  id: string,
  name: string,
  folderId: string | null,
  extra: Partial<PasswordsEntry> = {},
): PasswordsEntry {
  const website = extra.website ?? 'https://example.com';
  return {
    id,
    folderId,
    name,
    username: `${name.toLowerCase()}.user`,
    website,
    isWebsite: isWebsite(website),
    updatedAt: '2026-01-01T10:00:00Z',
    readable: true,
    ...extra,
  };
}

export function folder(id: string, name: string): PasswordsFolderEntry {
  return { id, name, note: '', updatedAt: '2026-01-01T09:00:00Z', readable: true };
}

export const sampleSnapshot: PasswordsSnapshot = {
  folders: [folder('f-home', 'Home'), folder('f-bank', 'Banking')],
  entries: [
    entry('e1', 'Visa Card', 'f-bank', { username: 'casey@example.com' }),
    entry('e2', 'Credit Union', 'f-bank', { username: 'zed' }),
    entry('e3', 'Front Door Keypad', 'f-home', { website: 'Home front door', username: 'Door code' }),
    entry('e4', 'Email', null, { website: 'https://mail.example.com' }),
    entry('e5', 'airline miles', null, { username: 'ff99' }),
  ],
};
