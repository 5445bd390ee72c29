import type { PasswordsFolderEntry } from './passwordsTypes';

/**
 * Whether another folder already has this name (trimmed, in any case). The browser decides: the
 * server holds the names encrypted and cannot compare them.
 */
export function folderNameUsed(
  name: string,
  folders: readonly PasswordsFolderEntry[],
  exceptId?: string,
): boolean {
  const key = name.trim().toLowerCase();
  return folders.some(
    (other) => other.id !== exceptId && other.readable && other.name.trim().toLowerCase() === key,
  );
}
