import { useState } from 'react';
import { Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { accountSettingsMessages as m, formatMessage, messages, type AppType } from '@guru/shared';
import { CodeInput } from '../../../components/CodeInput';
import { PhoneField } from '../../../components/PhoneField';
import { notifySuccess } from '../../../lib/notify';
import { defaultPhoneCountry, phoneOf } from '../../../lib/phone';
import { useSettingsError } from '../hooks/useSettingsError';
import { accountSettingsQueryKey, confirmPhoneChange, startPhoneChange } from '../api/accountSettingsApi';
import { SettingsActions } from './SettingsActions';

/** A new cell phone, confirmed by two SMS codes: one to the current number (and the alternate phone), one to the new. */
export function CellPhoneChange({
  app,
  opened,
  onClose,
}: {
  app: AppType;
  opened: boolean;
  onClose: () => void;
}) {
  const settingsError = useSettingsError(app);
  const queryClient = useQueryClient();
  const [country, setCountry] = useState(defaultPhoneCountry);
  const [number, setNumber] = useState('');
  const [sent, setSent] = useState<{ alternate: boolean } | null>(null);
  const [oldCode, setOldCode] = useState('');
  const [newCode, setNewCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [round, setRound] = useState(0);

  const close = () => {
    setNumber('');
    setSent(null);
    setOldCode('');
    setNewCode('');
    setError(null);
    onClose();
  };

  const start = async () => {
    const phone = phoneOf(country, number);
    if (!phone) {
      setError(messages.phoneInvalid);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const started = await startPhoneChange(app, phone);
      setSent({ alternate: started.alternateHint !== null });
    } catch (err) {
      setError(settingsError(err));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      queryClient.setQueryData(accountSettingsQueryKey(app), await confirmPhoneChange(app, oldCode, newCode));
      close();
      notifySuccess(m.settingsPhoneChanged, m.settingsSavedTitle);
    } catch (err) {
      setError(settingsError(err));
      setRound((r) => r + 1);
      setOldCode('');
      setNewCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={m.settingsChangeCellPhone} centered>
      {sent ? (
        <Stack gap="sm">
          <Text size="sm">
            {formatMessage(m.settingsPhoneCodesSent, {
              alternate: sent.alternate ? m.settingsPhoneCodesSentAlternate : '',
            })}
          </Text>
          <CodeInput
            key={`old-${round}`}
            length={6}
            label={m.settingsCodeOldPhone}
            autoFocus
            disabled={busy}
            invalid={!!error}
            onChange={setOldCode}
          />
          <CodeInput
            key={`new-${round}`}
            length={6}
            label={m.settingsCodeNewPhone}
            disabled={busy}
            invalid={!!error}
            onChange={setNewCode}
          />
          <SettingsActions
            error={error}
            busy={busy}
            label={m.settingsSave}
            onClick={() => void confirm()}
            disabled={oldCode.length !== 6 || newCode.length !== 6}
            onCancel={close}
          />
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void start();
          }}
        >
          <Stack gap="sm">
            <PhoneField
              label={m.settingsNewCellPhone}
              required
              country={country}
              onCountryChange={setCountry}
              inputProps={{
                value: number,
                onChange: (e: React.ChangeEvent<HTMLInputElement>) => setNumber(e.currentTarget.value),
                error: undefined,
              }}
              disabled={busy}
            />
            <SettingsActions
              error={error}
              busy={busy}
              label={m.settingsContinue}
              disabled={number.trim() === ''}
              onCancel={close}
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
