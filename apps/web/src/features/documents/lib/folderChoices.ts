import { documentsMessages, type DocumentFolder } from '@guru/shared';

/**
 * The folder picker of the upload and edit modals: its option decides the area too (seed 001
 * section 4). Clients and second users choose among both areas; the advisor among the client's
 * shared folders only. Each area starts with its "No Group".
 */
export interface FolderChoice {
  folderId: string | null;
  isShareFA: boolean;
}

export interface FolderChoiceGroup {
  group: string;
  items: Array<{ value: string; label: string }>;
}

export function folderChoiceValue(choice: FolderChoice): string {
  return `${choice.isShareFA ? 'shared' : 'private'}:${choice.folderId ?? ''}`;
}

export function parseFolderChoice(value: string): FolderChoice | null {
  const match = /^(shared|private):(.*)$/.exec(value);
  if (!match) return null;
  return { isShareFA: match[1] === 'shared', folderId: match[2] === '' ? null : (match[2] ?? null) };
}

function areaItems(folders: readonly DocumentFolder[], isShareFA: boolean): FolderChoiceGroup['items'] {
  const named = folders
    .filter((folder) => folder.isShareFA === isShareFA)
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true }))
    .map((folder) => ({ value: folderChoiceValue({ folderId: folder.id, isShareFA }), label: folder.name }));
  return [{ value: folderChoiceValue({ folderId: null, isShareFA }), label: documentsMessages.noGroup }, ...named];
}

/** The picker's groups: shared first (the default area), then private when the caller may choose it. */
export function folderChoiceGroups(folders: readonly DocumentFolder[], withPrivate: boolean): FolderChoiceGroup[] {
  const groups: FolderChoiceGroup[] = [{ group: documentsMessages.tabShared, items: areaItems(folders, true) }];
  if (withPrivate) groups.push({ group: documentsMessages.tabPrivate, items: areaItems(folders, false) });
  return groups;
}
