/**
 * Paths inside a ZIP for the files of a selection or folder, and for the firm's data export (ADR 0052): a
 * folder's files under its name, the selected files at the top. No path can climb out of the archive (a slash
 * or backslash in a name becomes `_`), and every name can be written on Windows, macOS and Linux alike: the
 * characters Windows refuses become `_`, trailing dots and spaces go, a device name (CON, NUL, COM1…) gets a
 * `_` in front, and a name is cut to `NAME_MAX` characters, its extension kept. Two equal paths (a file and a
 * folder's file of the same name, names differing only by case) get " (2)", " (3)"… before their extension.
 */
const NAME_MAX = 180;

// eslint-disable-next-line no-control-regex
const refused = /[/\\<>:"|?*\u0000-\u001f\u007f]/g;
const deviceName = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\..*)?$/i;

function splitExtension(name: string): { stem: string; ext: string } {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? { stem: name.slice(0, dot), ext: name.slice(dot) } : { stem: name, ext: '' };
}

export function zipEntryName(name: string): string {
  let safe = name.replace(refused, '_').replace(/[. ]+$/, '');
  if (safe === '') return '_';
  if (deviceName.test(safe)) safe = `_${safe}`;
  if (safe.length > NAME_MAX) {
    const { stem, ext } = splitExtension(safe);
    safe = ext.length < 20 ? `${stem.slice(0, NAME_MAX - ext.length)}${ext}` : safe.slice(0, NAME_MAX);
  }
  return safe;
}

export class ZipPaths {
  /** Every path given, files and folders alike, lower-cased: no file may be named as a folder, nor the reverse. */
  private readonly taken = new Set<string>();
  /** The folder each folder name was given (lower-cased name → its folder in the archive). */
  private readonly folders = new Map<string, string>();

  /** `prefix`: a folder path every path goes under (`documents/Jane Doe/`), made safe by its maker. */
  constructor(private readonly prefix = '') {}

  /** A unique path for `fileName` inside `folderName` (null: at the top). */
  next(folderName: string | null, fileName: string): string {
    const dir = folderName === null ? this.prefix : `${this.folderOf(folderName)}/`;
    const base = zipEntryName(fileName);
    const { stem, ext } = splitExtension(base);
    let path = `${dir}${base}`;
    for (let n = 2; this.taken.has(path.toLowerCase()); n++) path = `${dir}${stem} (${n})${ext}`;
    this.taken.add(path.toLowerCase());
    return path;
  }

  /** The folder of a folder name, the same for each of its files, numbered when a file took its name first. */
  private folderOf(folderName: string): string {
    const base = zipEntryName(folderName);
    const known = this.folders.get(base.toLowerCase());
    if (known) return known;
    let folder = `${this.prefix}${base}`;
    for (let n = 2; this.taken.has(folder.toLowerCase()); n++) folder = `${this.prefix}${base} (${n})`;
    this.taken.add(folder.toLowerCase());
    this.folders.set(base.toLowerCase(), folder);
    return folder;
  }
}

/** Unique, safe folder names (the firm's data export: one folder per client, two Jane Does apart). */
export class ZipFolderNames {
  private readonly taken = new Set<string>();

  next(name: string): string {
    const base = zipEntryName(name);
    let folder = base;
    for (let n = 2; this.taken.has(folder.toLowerCase()); n++) folder = `${base} (${n})`;
    this.taken.add(folder.toLowerCase());
    return folder;
  }
}
