import { useState } from 'react';
import { importTemplateFileName } from '@guru/shared';
import { useStableCallback } from '../../../lib/useStableCallback';
import { downloadImportTemplate, sendImportTemplate } from '../api/passwordsApi';
import { notifyPasswordsError } from '../lib/notify';
import { downloadBlob } from '../../../lib/download';

/**
 * Get Import Template (seed section 2): the .xlsx is downloaded at once; e-mailing it is a second,
 * separate action whose success opens the template-sent notice. Neither waits for the other.
 */
export function useImportTemplate(onSent: () => void) {
  const [downloading, setDownloading] = useState(false);
  const [sending, setSending] = useState(false);

  const download = useStableCallback(async (): Promise<void> => {
    setDownloading(true);
    try {
      downloadBlob(await downloadImportTemplate(), importTemplateFileName);
    } catch (error) {
      notifyPasswordsError(error);
    } finally {
      setDownloading(false);
    }
  });

  const email = useStableCallback(async (): Promise<void> => {
    setSending(true);
    try {
      await sendImportTemplate();
      onSent();
    } catch (error) {
      notifyPasswordsError(error);
    } finally {
      setSending(false);
    }
  });

  return { downloading, sending, download, email };
}
