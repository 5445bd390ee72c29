import { useState } from 'react';
import { importMessages } from '@guru/shared';
import { useSignedIn } from '../../auth';
import type { ImportFormat } from '../import/importFormats';
import type { ImportPreview } from '../import/importPlan';
import { askVaultWorker, vaultKeyGrant } from '../worker/vaultClient';
import { useRefreshPasswords } from './usePasswordsData';

/**
 * Import from another password manager (docs/adr/0043): the vault worker reads the file, opens a
 * protected one, parses and compares every record, then seals and saves them; the page holds only the
 * preview and the progress.
 */
export function useForeignImport() {
  const { user } = useSignedIn();
  const refresh = useRefreshPasswords();
  const [reading, setReading] = useState(false);
  const [saving, setSaving] = useState<{ count: number; percent: number } | null>(null);

  const read = async (file: File, format: ImportFormat | null, password?: string): Promise<ImportPreview> => {
    setReading(true);
    try {
      let preview: ImportPreview | null = null;
      const grant = await vaultKeyGrant(user.id);
      await askVaultWorker(
        {
          kind: 'readForeign',
          file,
          fileName: file.name,
          format,
          password,
          untitled: importMessages.untitled,
          ...grant,
        },
        (message) => {
          if (message.kind === 'foreignChecked') preview = message.preview;
        },
      );
      if (!preview) throw new Error('the import file was not checked');
      return preview;
    } finally {
      setReading(false);
    }
  };

  /** Resolves with how many entries were saved. */
  const save = async (count: number, skipExisting: boolean): Promise<number> => {
    setSaving({ count, percent: 0 });
    try {
      let imported = 0;
      const grant = await vaultKeyGrant(user.id);
      await askVaultWorker({ kind: 'importForeign', skipExisting, ...grant }, (message) => {
        if (message.kind === 'progress')
          setSaving({ count, percent: Math.round((message.done / Math.max(message.total, 1)) * 100) });
        else if (message.kind === 'imported') imported = message.imported;
      });
      void refresh();
      return imported;
    } finally {
      setSaving(null);
    }
  };

  return { reading, saving, read, save };
}
