import { useState } from 'react';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { createRecoveryUserKey, deriveLoginKeys, openProtectedUserKey } from '@guru/vault-crypto';
import { accountSettingsMessages as m, limits, type AccountSettings, type AppType } from '@guru/shared';
import { CodeInput } from '../../../components/CodeInput';
import { getUserKey } from '../../../lib/keyStore';
import { notifySuccess } from '../../../lib/notify';
import { prelogin, useSignedIn } from '../../auth';
import { EmergencyKit, type EmergencyKitData } from '../../signup';
import { saveNewRecoveryCode } from '../api/accountSettingsApi';
import { useSettingsError } from '../hooks/useSettingsError';
import { SettingsActions } from './SettingsActions';
import { SettingsCard } from '../../../components/SettingsCard';

/** A problem found here in the browser, with the text to show. */
class KeyProblem extends Error {}

/**
 * A new Emergency Kit after the PIN: the user key (in memory in Password Guru; elsewhere opened here
 * with the master password) is wrapped under a new recovery code; the server replaces the old
 * recoveryUserKey at once, so the old code opens nothing.
 */
export function RecoveryCodeSection({ app, settings }: { app: AppType; settings: AccountSettings }) {
  const settingsError = useSettingsError(app);
  const { user } = useSignedIn();
  const [open, setOpen] = useState(false);
  const [pin, setPin] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [round, setRound] = useState(0);
  const [kit, setKit] = useState<EmergencyKitData | null>(null);
  const keyInMemory = getUserKey(app) !== null;

  const close = () => {
    setOpen(false);
    setPin('');
    setPassword('');
    setError(null);
  };

  const userKeyNow = async (): Promise<Uint8Array> => {
    const held = getUserKey(app);
    if (held) return held.slice();
    if (!settings.protectedUserKey) throw new KeyProblem(m.settingsRecoveryNoVault);
    const { kdf, salt } = await prelogin(app, settings.username);
    const { wrapKey } = await deriveLoginKeys(password, salt, kdf);
    try {
      return await openProtectedUserKey(wrapKey, settings.protectedUserKey);
    } catch {
      throw new KeyProblem(m.settingsPasswordWrong);
    } finally {
      wrapKey.fill(0);
    }
  };

  const make = async () => {
    setBusy(true);
    setError(null);
    try {
      const userKey = await userKeyNow();
      try {
        const { recoveryCode, recoveryUserKey } = await createRecoveryUserKey(userKey);
        await saveNewRecoveryCode(app, pin, recoveryUserKey);
        close();
        setKit({
          firmName: user.companyName,
          app,
          username: settings.username,
          email: settings.email,
          recoveryCode,
          createdAt: new Date(),
          origin: window.location.origin,
        });
      } finally {
        userKey.fill(0);
      }
    } catch (err) {
      setError(err instanceof KeyProblem ? err.message : settingsError(err));
      setRound((r) => r + 1);
      setPin('');
    } finally {
      setBusy(false);
    }
  };

  if (kit) {
    return (
      <EmergencyKit
        kit={kit}
        onContinue={() => {
          setKit(null);
          notifySuccess(m.settingsRecoveryDone, m.settingsSavedTitle);
        }}
      />
    );
  }

  return (
    <SettingsCard title={m.settingsRecoveryCode} intro={m.settingsRecoveryCodeIntro} testId="recovery-code">
      <Group>
        <Button variant="light" onClick={() => setOpen(true)} disabled={!settings.protectedUserKey}>
          {m.settingsRecoveryCodeButton}
        </Button>
        {!settings.protectedUserKey ? (
          <Text size="sm" c="dimmed">
            {m.settingsRecoveryNoVault}
          </Text>
        ) : null}
      </Group>
      <Modal opened={open} onClose={close} title={m.settingsRecoveryCode} centered>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void make();
          }}
        >
          <Stack gap="sm">
            <Text size="sm">{m.settingsRecoveryPinPrompt}</Text>
            <CodeInput
              key={round}
              length={limits.pinLength}
              masked
              label={m.settingsCurrentPin}
              autoFocus
              disabled={busy}
              invalid={!!error}
              onChange={setPin}
            />
            {keyInMemory ? null : (
              <PasswordInput
                label={m.settingsCurrentPassword}
                description={m.settingsRecoveryNeedsPassword}
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                disabled={busy}
              />
            )}
            <SettingsActions
              error={error}
              busy={busy}
              label={m.settingsRecoveryCodeButton}
              disabled={pin.length !== limits.pinLength || (!keyInMemory && password === '')}
              onCancel={close}
            />
          </Stack>
        </form>
      </Modal>
    </SettingsCard>
  );
}
