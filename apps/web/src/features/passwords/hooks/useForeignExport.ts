import { useState } from 'react';
import { formatMessage, importMessages as t } from '@guru/shared';
import { useSignedIn } from '../../auth';
import { downloadBlob } from '../../../lib/download';
import { counted } from '../import/importTexts';
import { notifyOops, notifyPasswordsError, notifySuccess } from '../lib/notify';
import { askVaultWorker, vaultKeyGrant } from '../worker/vaultClient';

export type ForeignExportChoice = 'bitwardenProtected' | 'bitwardenPlain' | 'cxf';

const datePart = (date: Date): string => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/** Export for another manager: the vault worker opens every entry and writes the file; the page saves it. */
export function useForeignExport() {
  const { user } = useSignedIn();
  const [exporting, setExporting] = useState(false);

  /** Resolves true once the file is saved. */
  const run = async (choice: ForeignExportChoice, password: string | null): Promise<boolean> => {
    setExporting(true);
    try {
      const grant = await vaultKeyGrant(user.id);
      let result: { file: Blob; count: number } | null = null;
      await askVaultWorker(
        {
          kind: 'exportForeign',
          format: choice === 'cxf' ? 'cxf' : 'bitwardenJson',
          password: choice === 'bitwardenProtected' ? password : null,
          exporterRpId: globalThis.location.hostname,
          exporterDisplayName: t.exporterDisplayName,
          ...grant,
        },
        (message) => {
          if (message.kind === 'foreignExported') result = { file: message.file, count: message.count };
        },
      );
      const done = result as { file: Blob; count: number } | null;
      if (!done || done.count === 0) {
        notifyOops(t.exportEmpty);
        return false;
      }
      const date = datePart(new Date());
      downloadBlob(
        done.file,
        formatMessage(choice === 'cxf' ? t.exportFileCxf : t.exportFileBitwarden, { date }),
      );
      notifySuccess(counted(done.count, t.exportedOne, t.exportedMany));
      return true;
    } catch (error) {
      notifyPasswordsError(error);
      return false;
    } finally {
      setExporting(false);
    }
  };

  return { exporting, run };
}
