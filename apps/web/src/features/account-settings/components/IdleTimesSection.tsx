import { useState } from 'react';
import { Button, Group, NumberInput, SimpleGrid } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { accountSettingsLimits as l, accountSettingsMessages as m, formatMessage, type AccountSettings, type AppType } from '@guru/shared';
import { FormError } from '../../../components/FormError';
import { errorMessage } from '../../../lib/apiClient';
import { notifySuccess } from '../../../lib/notify';
import { sessionQueryKey } from '../../auth';
import { accountSettingsQueryKey, saveIdleTimes } from '../api/accountSettingsApi';
import { SettingsCard } from './SettingsCard';
import { idleTimesProblem } from '../lib/idleTimes';

/** The idle PIN lock and logout, within the recommended ranges; the running session (and this tab's timers) use them at once. */
export function IdleTimesSection({ app, settings }: { app: AppType; settings: AccountSettings }) {
  const queryClient = useQueryClient();
  const [pin, setPin] = useState<number | string>(settings.pinTimeInMinute);
  const [logout, setLogout] = useState<number | string>(settings.logoutTimeInMinute);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const problem = idleTimesProblem(pin, logout);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const saved = await saveIdleTimes(app, { pinTimeInMinute: Number(pin), logoutTimeInMinute: Number(logout) });
      queryClient.setQueryData(accountSettingsQueryKey(app), saved);
      // The session's user carries the idle times the lock timers read.
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey(app) });
      notifySuccess(m.settingsSaved, m.settingsSavedTitle);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsCard title={m.settingsIdleTimes} intro={m.settingsIdleIntro} testId="idle-times">
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NumberInput
          label={m.settingsPinIdle}
          description={formatMessage('{min}-{max}', { min: l.pinIdleMinMinutes, max: l.pinIdleMaxMinutes })}
          min={l.pinIdleMinMinutes}
          max={l.pinIdleMaxMinutes}
          allowDecimal={false}
          value={pin}
          onChange={setPin}
          disabled={busy}
        />
        <NumberInput
          label={m.settingsLogoutIdle}
          description={formatMessage('{min}-{max}', { min: l.logoutIdleMinMinutes, max: l.logoutIdleMaxMinutes })}
          min={l.logoutIdleMinMinutes}
          max={l.logoutIdleMaxMinutes}
          allowDecimal={false}
          value={logout}
          onChange={setLogout}
          disabled={busy}
        />
      </SimpleGrid>
      <FormError message={error} />
      <Group justify="flex-end">
        <Button onClick={() => void save()} loading={busy}>
          {m.settingsSave}
        </Button>
      </Group>
    </SettingsCard>
  );
}
