import { messages } from '@guru/shared';
import { formatMessage } from '../../../lib/format';

export interface NamedFolder {
  id: string;
  name: string;
}

/** What is being deleted: one entry, the selected entries, or a folder with everything in it. */
export type DeleteTarget =
  | { kind: 'entry'; id: string; name: string }
  /** The selected entries, and the folders all of whose entries were selected (removed with them). */
  | { kind: 'selection'; ids: readonly string[]; folders: readonly NamedFolder[] }
  | { kind: 'folder'; id: string; name: string };

/**
 * The confirm text before the PIN (seed section 4): a selection that takes whole folders with it
 * carries the folder warning, all of their contents being deleted permanently.
 */
export function deleteConfirmText(target: DeleteTarget): string {
  if (target.kind === 'entry') return formatMessage(messages.vaultDeleteOneConfirm, { name: target.name });
  if (target.kind === 'folder') return formatMessage(messages.vaultDeleteFolderConfirm, { name: target.name });
  const [only, ...others] = target.folders;
  if (only === undefined) return messages.vaultDeleteSelectedConfirm;
  if (others.length === 0) return formatMessage(messages.vaultDeleteSelectedWithFolderConfirm, { name: only.name });
  const names = target.folders.map((folder) => `"${folder.name}"`).join(', ');
  return formatMessage(messages.vaultDeleteSelectedWithFoldersConfirm, { names });
}
