import { useRef, useState } from 'react';
import { PasswordInput, Stack } from '@mantine/core';
import {
  deriveCredentialsForNames,
  deriveLoginKeys,
  newLoginFields,
  openProtectedUserKey,
  type NameSalts,
} from '@guru/vault-crypto';
import { accountSettingsMessages as m, type AppType } from '@guru/shared';
import { PasswordStrength } from '../../../components/PasswordStrength';
import { notifySuccess } from '../../../lib/notify';
import { prelogin } from '../../auth';
import { passwordError } from '../../signup';
import { saveNewPassword, startPasswordChange } from '../api/accountSettingsApi';
import { useSettingsError } from '../hooks/useSettingsError';
import { SettingsActions } from './SettingsActions';
import { SecretChangeCard, type SecretChangeStep } from './SecretChangeCard';

/**
 * Change master password (DESIGN 11): the current password proves itself by its authKey (derived here),
 * then an SMS code, then the new password: the user key, opened here with the current password's
 * wrapKey, is re-wrapped under each login name's new wrapKey, derived with the salts the first step
 * answered (ADR 0022). Neither password nor key leaves the browser.
 */
export function ChangePasswordSection({ app, username }: { app: AppType; username: string }) {
  const settingsError = useSettingsError(app);
  const [step, setStep] = useState<SecretChangeStep>({ kind: 'idle' });
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The user key, in memory only while the change is under way. */
  const userKey = useRef<Uint8Array | null>(null);
  /** The salts of the new password, one per login name, from the first step. */
  const salts = useRef<NameSalts | null>(null);

  const reset = () => {
    userKey.current?.fill(0);
    userKey.current = null;
    salts.current = null;
    setCurrent('');
    setNext('');
    setConfirm('');
    setError(null);
    setStep({ kind: 'idle' });
  };

  const checkCurrent = async () => {
    setBusy(true);
    setError(null);
    try {
      const { kdf, salt } = await prelogin(app, username);
      const { authKeyB64, wrapKey } = await deriveLoginKeys(current, salt, kdf);
      try {
        const started = await startPasswordChange(app, authKeyB64);
        userKey.current = started.protectedUserKey
          ? await openProtectedUserKey(wrapKey, started.protectedUserKey)
          : null;
        salts.current = started.salts;
        setCurrent('');
        setStep({ kind: 'code', phoneHint: started.phoneHint });
      } finally {
        wrapKey.fill(0);
      }
    } catch (err) {
      setError(settingsError(err));
    } finally {
      setBusy(false);
    }
  };

  const saveNew = async () => {
    const problem = passwordError(next) ?? (next !== confirm ? m.settingsPasswordsDiffer : undefined);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      if (!salts.current) throw new Error('the password change has not started');
      await saveNewPassword(
        app,
        newLoginFields(await deriveCredentialsForNames(next, salts.current, userKey.current)),
      );
      reset();
      notifySuccess(m.settingsPasswordChanged, m.settingsSavedTitle);
    } catch (err) {
      setError(settingsError(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SecretChangeCard
      app={app}
      title={m.settingsChangePassword}
      intro={m.settingsChangePasswordIntro}
      testId="change-password"
      codeStep="password"
      step={step}
      onStep={setStep}
      onCancel={reset}
      current={
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void checkCurrent();
          }}
        >
          <Stack gap="sm">
            <PasswordInput
              label={m.settingsCurrentPassword}
              autoComplete="current-password"
              value={current}
              onChange={(e) => setCurrent(e.currentTarget.value)}
              disabled={busy}
              data-autofocus
            />
            <SettingsActions
              error={error}
              busy={busy}
              label={m.settingsContinue}
              disabled={current === ''}
              onCancel={reset}
            />
          </Stack>
        </form>
      }
      next={
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void saveNew();
          }}
        >
          <Stack gap="sm">
            <PasswordInput
              label={m.settingsNewPassword}
              autoComplete="new-password"
              value={next}
              onChange={(e) => setNext(e.currentTarget.value)}
              disabled={busy}
            />
            <PasswordStrength password={next} />
            <PasswordInput
              label={m.settingsConfirmNewPassword}
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.currentTarget.value)}
              disabled={busy}
            />
            <SettingsActions error={error} busy={busy} label={m.settingsSave} onCancel={reset} />
          </Stack>
        </form>
      }
    />
  );
}
