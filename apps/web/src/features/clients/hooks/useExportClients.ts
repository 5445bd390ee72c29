import { useState } from 'react';
import { downloadBlob } from '../../../lib/download';
import { useSignedIn } from '../../auth';
import { exportClients, type ClientListParams } from '../api/clientsApi';
import { notifyFailed } from '../lib/notify';

/**
 * Export to Excel: the server builds {date}_password_management.xlsx from the selected rows, or
 * from every row of the current folder and search (Client Management has no "All" page size).
 */
export function useExportClients() {
  const { app: session } = useSignedIn();
  const [exporting, setExporting] = useState(false);

  const exportList = async (
    params: Omit<ClientListParams, 'offset' | 'limit'>,
    selectedIds: readonly string[],
  ): Promise<void> => {
    setExporting(true);
    try {
      const file = await exportClients(session, params, selectedIds);
      downloadBlob(file.blob, file.fileName);
    } catch (error) {
      notifyFailed(error);
    } finally {
      setExporting(false);
    }
  };

  return { exporting, exportList };
}
