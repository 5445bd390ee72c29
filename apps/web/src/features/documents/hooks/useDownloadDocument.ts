import { useState } from 'react';
import type { DocumentRow } from '@guru/shared';
import { errorMessage } from '../../../lib/apiClient';
import { downloadBlob } from '../../../lib/download';
import { notifyOops } from '../../../lib/notify';
import { fetchDocumentBlob } from '../api/downloadDocument';
import { useDocumentsContext } from './documentsContext';

/** Download: the file streams from the server and is saved under its name. */
export function useDownloadDocument() {
  const { app } = useDocumentsContext();
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());

  const download = async (file: Pick<DocumentRow, 'id' | 'fileName'>): Promise<void> => {
    setBusyIds((ids) => new Set(ids).add(file.id));
    try {
      downloadBlob(await fetchDocumentBlob(app, file.id), file.fileName);
    } catch (error) {
      notifyOops(errorMessage(error));
    } finally {
      setBusyIds((ids) => {
        const next = new Set(ids);
        next.delete(file.id);
        return next;
      });
    }
  };

  return { download, isDownloading: (id: string) => busyIds.has(id) };
}
