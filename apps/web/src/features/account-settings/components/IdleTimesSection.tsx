import { useState } from 'react';
import { NumberInput, SimpleGrid } from '@mantine/core';
import {
  accountSettingsLimits as l,
  accountSettingsMessages as m,
  formatMessage,
  type AccountSettings,
  type AppType,
} from '@guru/shared';
import { saveIdleTimes } from '../api/accountSettingsApi';
import { useSaveSettings } from '../hooks/useSaveSettings';
import { SettingsActions } from './SettingsActions';
import { SettingsCard } from '../../../components/SettingsCard';
import { idleTimesProblems } from '../lib/idleTimes';

/**
 * The idle PIN lock and logout, within the recommended ranges (a time outside them is said at its
 * field once left, never corrected silently); the running session (and this tab's timers) use them at once.
 */
export function IdleTimesSection({ app, settings }: { app: AppType; settings: AccountSettings }) {
  const [pin, setPin] = useState<number | string>(settings.pinTimeInMinute);
  const [logout, setLogout] = useState<number | string>(settings.logoutTimeInMinute);
  const [left, setLeft] = useState({ pin: false, logout: false });
  const { error, busy, save: saveSettings } = useSaveSettings(app);
  const problems = idleTimesProblems(pin, logout);

  const save = async () => {
    if (problems.pin || problems.logout) {
      setLeft({ pin: true, logout: true });
      return;
    }
    await saveSettings(() =>
      saveIdleTimes(app, { pinTimeInMinute: Number(pin), logoutTimeInMinute: Number(logout) }),
    );
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
          clampBehavior="none"
          value={pin}
          onChange={setPin}
          onBlur={() => setLeft((was) => ({ ...was, pin: true }))}
          error={left.pin ? problems.pin : null}
          disabled={busy}
        />
        <NumberInput
          label={m.settingsLogoutIdle}
          description={formatMessage('{min}-{max}', {
            min: l.logoutIdleMinMinutes,
            max: l.logoutIdleMaxMinutes,
          })}
          min={l.logoutIdleMinMinutes}
          max={l.logoutIdleMaxMinutes}
          allowDecimal={false}
          clampBehavior="none"
          value={logout}
          onChange={setLogout}
          onBlur={() => setLeft((was) => ({ ...was, logout: true }))}
          error={left.logout ? problems.logout : null}
          disabled={busy}
        />
      </SimpleGrid>
      <SettingsActions error={error} busy={busy} label={m.settingsSave} onClick={() => void save()} />
    </SettingsCard>
  );
}
