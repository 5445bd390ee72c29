import { useState } from 'react';
import { NumberInput, SimpleGrid } from '@mantine/core';
import { accountSettingsLimits as l, accountSettingsMessages as m, formatMessage, type AccountSettings, type AppType } from '@guru/shared';
import { saveIdleTimes } from '../api/accountSettingsApi';
import { useSaveSettings } from '../hooks/useSaveSettings';
import { SettingsActions } from './SettingsActions';
import { SettingsCard } from './SettingsCard';
import { idleTimesProblem } from '../lib/idleTimes';

/** The idle PIN lock and logout, within the recommended ranges; the running session (and this tab's timers) use them at once. */
export function IdleTimesSection({ app, settings }: { app: AppType; settings: AccountSettings }) {
  const [pin, setPin] = useState<number | string>(settings.pinTimeInMinute);
  const [logout, setLogout] = useState<number | string>(settings.logoutTimeInMinute);
  const { error, setError, busy, save: saveSettings } = useSaveSettings(app);

  const save = async () => {
    const problem = idleTimesProblem(pin, logout);
    if (problem) {
      setError(problem);
      return;
    }
    await saveSettings(() => saveIdleTimes(app, { pinTimeInMinute: Number(pin), logoutTimeInMinute: Number(logout) }));
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
      <SettingsActions error={error} busy={busy} label={m.settingsSave} onClick={() => void save()} />
    </SettingsCard>
  );
}
