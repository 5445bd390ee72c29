/**
 * Paths inside a ZIP for the files of a selection or folder: a folder's files under its name, the
 * selected files at the top. No path can climb out of the archive (a slash or backslash in a name
 * becomes `_`) and two equal paths (a file and a folder's file of the same name, names differing only
 * by case) get " (2)", " (3)"… before their extension.
 */
export function zipEntryName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const safe = name.replace(/[/\\\u0000-\u001f\u007f]/g, '_').replace(/^\.+$/, '_');
  return safe === '' ? '_' : safe;
}

export class ZipPaths {
  private readonly taken = new Set<string>();

  /** A unique path for `fileName` inside `folderName` (null: at the top). */
  next(folderName: string | null, fileName: string): string {
    const dir = folderName === null ? '' : `${zipEntryName(folderName)}/`;
    const base = zipEntryName(fileName);
    const dot = base.lastIndexOf('.');
    const stem = dot > 0 ? base.slice(0, dot) : base;
    const ext = dot > 0 ? base.slice(dot) : '';
    let path = `${dir}${base}`;
    for (let n = 2; this.taken.has(path.toLowerCase()); n++) path = `${dir}${stem} (${n})${ext}`;
    this.taken.add(path.toLowerCase());
    return path;
  }
}
