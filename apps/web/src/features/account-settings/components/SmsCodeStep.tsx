import { useRef, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { accountSettingsMessages as m, formatMessage, type AppType, type SettingsStep } from '@guru/shared';
import { CodeInput, type CodeInputHandle } from '../../../components/CodeInput';
import { FormError } from '../../../components/FormError';
import { notifySuccess } from '../../../lib/notify';
import { useSettingsError } from '../hooks/useSettingsError';
import { resendSettingsCode, verifySettingsCode } from '../api/accountSettingsApi';

/** The SMS code of a settings step: checked by the server before the new secret is asked for. */
export function SmsCodeStep({
  app,
  step,
  phoneHint,
  onVerified,
  onCancel,
}: {
  app: AppType;
  step: SettingsStep;
  phoneHint: string;
  onVerified: () => void;
  onCancel: () => void;
}) {
  const settingsError = useSettingsError(app);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<CodeInputHandle>(null);

  const verify = async (value: string) => {
    setBusy(true);
    setError(null);
    try {
      await verifySettingsCode(app, step, value);
      onVerified();
    } catch (err) {
      setError(settingsError(err));
      input.current?.clear();
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setError(null);
    try {
      const sent = await resendSettingsCode(app, step);
      notifySuccess(formatMessage(m.settingsSmsCodeSent, { phone: sent.phoneHint }));
    } catch (err) {
      setError(settingsError(err));
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm">{formatMessage(m.settingsSmsCodeSent, { phone: phoneHint })}</Text>
      <CodeInput
        ref={input}
        length={6}
        label={m.settingsSmsCode}
        autoFocus
        disabled={busy}
        invalid={!!error}
        onChange={setCode}
        onComplete={(value) => void verify(value)}
      />
      <FormError message={error} />
      <Group justify="space-between">
        <Button variant="subtle" size="compact-sm" onClick={() => void resend()} disabled={busy}>
          {m.settingsResendCode}
        </Button>
        <Group gap="xs">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {m.settingsCancel}
          </Button>
          <Button onClick={() => void verify(code)} loading={busy} disabled={code.length !== 6}>
            {m.settingsContinue}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
