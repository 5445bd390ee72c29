import { useState } from 'react';
import { documentsViewerMessages, type DocumentZipBody } from '@guru/shared';
import { errorMessage } from '../../../lib/apiClient';
import { downloadBlob } from '../../../lib/download';
import { notifyOops } from '../../../lib/notify';
import { fetchZip } from '../api/downloadZip';
import { useDocumentsContext } from './documentsContext';

/** Download as ZIP: a selection or a folder, streamed by the server, saved under the name it gives. */
export function useDownloadZip() {
  const { app } = useDocumentsContext();
  const [zipping, setZipping] = useState(false);

  const downloadZip = async (items: DocumentZipBody): Promise<void> => {
    if (items.ids.length + items.folderIds.length === 0) {
      notifyOops(documentsViewerMessages.zipEmpty);
      return;
    }
    setZipping(true);
    try {
      const file = await fetchZip(app, items);
      downloadBlob(file.blob, file.fileName ?? 'Documents.zip');
    } catch (error) {
      notifyOops(errorMessage(error));
    } finally {
      setZipping(false);
    }
  };

  return { zipping, downloadZip };
}
