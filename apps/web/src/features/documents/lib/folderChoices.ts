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
  /** label: the area and the folder ("Shared with FA › Taxes"), shown in the closed picker; name: the folder alone. */
  items: Array<{ value: string; label: string; name: string }>;
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
  const area = isShareFA ? documentsMessages.tabShared : documentsMessages.tabPrivate;
  const item = (folderId: string | null, name: string) => ({
    value: folderChoiceValue({ folderId, isShareFA }),
    label: `${area} › ${name}`,
    name,
  });
  const named = folders
    .filter((folder) => folder.isShareFA === isShareFA)
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true }))
    .map((folder) => item(folder.id, folder.name));
  return [item(null, documentsMessages.noGroup), ...named];
}

/** The picker's groups: shared first (the default area), then private when the caller may choose it. */
export function folderChoiceGroups(
  folders: readonly DocumentFolder[],
  withPrivate: boolean,
): FolderChoiceGroup[] {
  const groups: FolderChoiceGroup[] = [
    { group: documentsMessages.tabShared, items: areaItems(folders, true) },
  ];
  if (withPrivate) groups.push({ group: documentsMessages.tabPrivate, items: areaItems(folders, false) });
  return groups;
}
