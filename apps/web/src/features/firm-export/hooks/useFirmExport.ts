import { useState } from 'react';
import type { DownloadedFile } from '../../../lib/apiClient';
import { downloadBlob } from '../../../lib/download';
import { exportFileName } from '../api/firmExportApi';

/**
 * The state of an export card (the advisor's, the provider's): the PIN dialog opened by `start`, the ZIP made by
 * `run` with the PIN and handed to the browser, and "done" once it has been.
 */
export function useFirmExport(run: (pinCode: string) => Promise<DownloadedFile>) {
  const [opened, setOpened] = useState(false);
  const [done, setDone] = useState(false);
  const start = () => {
    setDone(false);
    setOpened(true);
  };
  const confirm = async (pinCode: string) => {
    const file = await run(pinCode);
    downloadBlob(file.blob, exportFileName(file));
    setOpened(false);
    setDone(true);
  };
  return { opened, done, start, confirm, close: () => setOpened(false) };
}
