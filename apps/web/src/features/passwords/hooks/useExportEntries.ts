import { useState } from 'react';
import { exportFileName, messages, passwordsSheetName } from '@guru/shared';
import { useSignedIn } from '../../auth';
import { fetchPasswordsItems } from '../api/passwordsApi';
import { exportColumns, exportRow } from '../lib/exportRows';
import { notifyOops, notifyPasswordsError } from '../lib/notify';
import { downloadBlob } from '../../../lib/download';
import { writeWorkbook } from '../../../lib/spreadsheet';
import { openEntry, vaultKeyRing } from '../lib/vaultCrypto';
import { folderNameMap } from '../lib/passwordsList';
import type { OpenedEntry, PasswordsFolderEntry } from '../lib/passwordsTypes';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Export to Excel, in the browser: the chosen entries are fetched, their secrets opened, and the
 * file {date}_password_management.xlsx is built and saved here (the server cannot decrypt).
 */
export function useExportEntries() {
  const { user } = useSignedIn();
  const [exporting, setExporting] = useState(false);

  const exportEntries = async (ids: readonly string[], folders: readonly PasswordsFolderEntry[]): Promise<void> => {
    if (ids.length === 0) {
      notifyOops(messages.passwordsExportEmpty);
      return;
    }
    setExporting(true);
    try {
      const ring = vaultKeyRing(user.id);
      const wanted = new Set(ids);
      const items = (await fetchPasswordsItems()).filter((item) => wanted.has(item.id));
      const opened = await Promise.allSettled(items.map((item) => openEntry(ring, item)));
      // An entry that cannot be decrypted is left out rather than spoiling the whole file.
      const entries = opened.flatMap((result): OpenedEntry[] => (result.status === 'fulfilled' ? [result.value] : []));
      if (entries.length === 0) {
        notifyOops(messages.passwordsExportEmpty);
        return;
      }
      const names = folderNameMap(folders);
      const folderOf = (entry: OpenedEntry) => (entry.folderId === null ? null : (names.get(entry.folderId) ?? null));
      entries.sort((a, b) => collator.compare(folderOf(a) ?? '', folderOf(b) ?? '') || collator.compare(a.name, b.name));
      const rows = entries.map((entry) => exportRow(entry, folderOf(entry)));
      downloadBlob(await writeWorkbook(passwordsSheetName, exportColumns, rows), exportFileName(new Date()));
    } catch (error) {
      notifyPasswordsError(error);
    } finally {
      setExporting(false);
    }
  };

  return { exporting, exportEntries };
}
