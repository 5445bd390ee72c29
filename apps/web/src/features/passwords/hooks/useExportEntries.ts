import { useState } from 'react';
import { exportFileName, messages } from '@guru/shared';
import { useSignedIn } from '../../auth';
import { notifyOops, notifyPasswordsError } from '../lib/notify';
import { downloadBlob } from '../../../lib/download';
import type { PasswordsFolderEntry } from '../lib/passwordsTypes';
import { askVaultWorker, vaultKeyGrant } from '../worker/vaultClient';

/**
 * Export to Excel, in the browser: the vault worker fetches the chosen entries, opens their
 * secrets and writes {date}_password_management.xlsx (the server cannot decrypt); the main thread
 * only shows the progress (0-100) and saves the file.
 */
export function useExportEntries() {
  const { user } = useSignedIn();
  const [exporting, setExporting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  const exportEntries = async (
    ids: readonly string[],
    folders: readonly PasswordsFolderEntry[],
  ): Promise<void> => {
    if (ids.length === 0) {
      notifyOops(messages.passwordsExportEmpty);
      return;
    }
    setExporting(true);
    setProgress(null);
    try {
      const grant = await vaultKeyGrant(user.id);
      let exported: { file: Blob; rows: number } | null = null;
      await askVaultWorker(
        {
          kind: 'export',
          ids: [...ids],
          folderNames: folders.map((folder) => [folder.id, folder.name]),
          ...grant,
        },
        (message) => {
          if (message.kind === 'progress')
            setProgress(Math.round((message.done / Math.max(message.total, 1)) * 100));
          else if (message.kind === 'exported') exported = { file: message.file, rows: message.rows };
        },
      );
      const result = exported as { file: Blob; rows: number } | null;
      if (!result || result.rows === 0) {
        notifyOops(messages.passwordsExportEmpty);
        return;
      }
      downloadBlob(result.file, exportFileName(new Date()));
    } catch (error) {
      notifyPasswordsError(error);
    } finally {
      setExporting(false);
      setProgress(null);
    }
  };

  return { exporting, progress, exportEntries };
}
