import { useState } from 'react';
import { errorMessage } from '../../../lib/apiClient';
import { downloadBlob } from '../../../lib/download';
import { notifyOops } from '../../../lib/notify';
import { activityExportFileName, fetchActivityExport } from '../api/activityApi';
import { useDocumentsContext } from './documentsContext';

/** The advisor's "Export activity": the client's shared-area activity saved as .xlsx. */
export function useExportActivity() {
  const { app, clientId } = useDocumentsContext();
  const [exporting, setExporting] = useState(false);
  const exportActivity = async (): Promise<void> => {
    if (clientId === null) return;
    setExporting(true);
    try {
      downloadBlob(await fetchActivityExport(app, clientId), activityExportFileName(new Date()));
    } catch (error) {
      notifyOops(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };
  return { exportingActivity: exporting, exportActivity };
}
