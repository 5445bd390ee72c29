import { messages, passwordsLimits, formatMessage, type PasswordsBulkDeleteBody } from '@guru/shared';

export interface NamedFolder {
  id: string;
  name: string;
}

/** A folder a selection takes with it, and the entries in it (all selected). */
export interface SelectedFolder extends NamedFolder {
  entryIds: readonly string[];
}

/** What is being deleted: one entry, the selected entries, or a folder with everything in it. */
export type DeleteTarget =
  | { kind: 'entry'; id: string; name: string }
  /** The selected entries, and the folders all of whose entries were selected (removed with them). */
  | { kind: 'selection'; ids: readonly string[]; folders: readonly SelectedFolder[] }
  | { kind: 'folder'; id: string; name: string };

/**
 * The confirm text before the PIN (seed section 4): a selection that takes whole folders with it
 * carries the folder warning, all of their contents being deleted permanently.
 */
export function deleteConfirmText(target: DeleteTarget): string {
  if (target.kind === 'entry')
    return formatMessage(messages.passwordsDeleteOneConfirm, { name: target.name });
  if (target.kind === 'folder')
    return formatMessage(messages.passwordsDeleteFolderConfirm, { name: target.name });
  const [only, ...others] = target.folders;
  if (only === undefined) return messages.passwordsDeleteSelectedConfirm;
  if (others.length === 0)
    return formatMessage(messages.passwordsDeleteSelectedWithFolderConfirm, { name: only.name });
  const names = target.folders.map((folder) => `"${folder.name}"`).join(', ');
  return formatMessage(messages.passwordsDeleteSelectedWithFoldersConfirm, { names });
}

function chunk<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < list.length; start += size) out.push(list.slice(start, start + size));
  return out;
}

/**
 * The bulk delete calls of a selection that takes folders, each with the PIN (the server checks
 * it). The entries of those folders are not listed: each folder goes with all of its entries. As
 * long as the other entries and the folders fit in one call (passwordsLimits.bulkDeleteMax each),
 * which is the usual case, there is exactly one call and the server makes it all or nothing.
 * Beyond that, entries-only calls come first and the folders last.
 */
export function selectionDeleteBodies(
  ids: readonly string[],
  folders: readonly SelectedFolder[],
  pinCode: string,
  max: number = passwordsLimits.bulkDeleteMax,
): PasswordsBulkDeleteBody[] {
  const inFolders = new Set(folders.flatMap((folder) => folder.entryIds));
  const loose = [...new Set(ids)].filter((id) => !inFolders.has(id));
  const entryBatches = chunk(loose, max);
  const folderBatches = chunk([...new Set(folders.map((folder) => folder.id))], max);
  if (folderBatches.length === 0) return entryBatches.map((batch) => ({ ids: batch, pinCode }));
  const withFolders = entryBatches.pop() ?? [];
  return [
    ...entryBatches.map((batch) => ({ ids: batch, pinCode })),
    ...folderBatches.map((folderIds, index) => ({ ids: index === 0 ? withFolders : [], folderIds, pinCode })),
  ];
}
