import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { accountSettingsMessages as m, type AccountSettings, type AppType } from '@guru/shared';
import { errorMessage } from '../../../lib/apiClient';
import { notifySuccess } from '../../../lib/notify';
import { sessionQueryKey } from '../../auth';
import { accountSettingsQueryKey } from '../api/accountSettingsApi';

/**
 * Saving a settings section: its busy flag and error line. A save keeps the settings the server returns and
 * refreshes the session's user (the header's name and the lock timers' idle times come from it), then says so.
 */
export function useSaveSettings(app: AppType) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (request: () => Promise<AccountSettings>): Promise<void> => {
    setBusy(true);
    setError(null);
    try {
      queryClient.setQueryData(accountSettingsQueryKey(app), await request());
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey(app) });
      notifySuccess(m.settingsSaved, m.settingsSavedTitle);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return { error, setError, busy, save };
}
