import { useState } from 'react';
import { Stack } from '@mantine/core';
import { accountSettingsMessages as m, limits, type AppType } from '@guru/shared';
import { CodeInput } from '../../../components/CodeInput';
import { notifySuccess } from '../../../lib/notify';
import { saveNewPin, startPinChange } from '../api/accountSettingsApi';
import { useSettingsError } from '../hooks/useSettingsError';
import { SettingsActions } from './SettingsActions';
import { SecretChangeCard, type SecretChangeStep } from './SecretChangeCard';

/** Change PIN: the current PIN, an SMS code, then the new PIN and its confirmation. */
export function ChangePinSection({ app }: { app: AppType }) {
  const settingsError = useSettingsError(app);
  const [step, setStep] = useState<SecretChangeStep>({ kind: 'idle' });
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A new key remounts the boxes, which empties them.
  const [round, setRound] = useState(0);

  const reset = () => {
    setCurrent('');
    setNext('');
    setConfirm('');
    setError(null);
    setStep({ kind: 'idle' });
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (err) {
      setError(settingsError(err));
      setRound((r) => r + 1);
      setCurrent('');
    } finally {
      setBusy(false);
    }
  };

  const checkCurrent = () =>
    run(async () => {
      const sent = await startPinChange(app, current);
      setCurrent('');
      setStep({ kind: 'code', phoneHint: sent.phoneHint });
    });

  const saveNew = () => {
    if (next !== confirm) {
      setError(m.settingsPinsDiffer);
      return;
    }
    void run(async () => {
      await saveNewPin(app, next, confirm);
      reset();
      notifySuccess(m.settingsPinChanged, m.settingsSavedTitle);
    });
  };

  return (
    <SecretChangeCard
      app={app}
      title={m.settingsChangePin}
      intro={m.settingsChangePinIntro}
      testId="change-pin"
      codeStep="pin"
      step={step}
      onStep={setStep}
      onCancel={reset}
      current={
        <Stack gap="sm">
          <CodeInput
            key={`current-${round}`}
            length={limits.pinLength}
            masked
            label={m.settingsCurrentPin}
            autoFocus
            disabled={busy}
            invalid={!!error}
            onChange={setCurrent}
          />
          <SettingsActions
            error={error}
            busy={busy}
            label={m.settingsContinue}
            onClick={() => void checkCurrent()}
            disabled={current.length !== limits.pinLength}
            onCancel={reset}
          />
        </Stack>
      }
      next={
        <Stack gap="sm">
          <CodeInput
            length={limits.pinLength}
            masked
            label={m.settingsNewPin}
            autoFocus
            disabled={busy}
            onChange={setNext}
          />
          <CodeInput
            length={limits.pinLength}
            masked
            label={m.settingsConfirmNewPin}
            disabled={busy}
            onChange={setConfirm}
          />
          <SettingsActions
            error={error}
            busy={busy}
            label={m.settingsSave}
            onClick={saveNew}
            disabled={next.length !== limits.pinLength || confirm.length !== limits.pinLength}
            onCancel={reset}
          />
        </Stack>
      }
    />
  );
}
