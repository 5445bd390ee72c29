import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Modal, PasswordInput, Radio, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { AppType, formatMessage, importMessages as t, messages } from '@guru/shared';
import { PinModal } from '../../../components/PinModal';
import { PinOutcome, usePinErrorHandler } from '../../auth';
import { confirmPinCode } from '../api/passwordsApi';
import { useDelayedFlag } from '../hooks/useDelayedFlag';
import { useForeignExport, type ForeignExportChoice } from '../hooks/useForeignExport';
import { TransferProgress } from './TransferProgress';

export interface ForeignExportDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** A protected export's password: at least this long (Bitwarden asks for it on import). */
export const exportPasswordMinLength = 12;

/**
 * Export for another password manager: Bitwarden JSON protected by a password (the default), Bitwarden
 * JSON or CXF in clear (after a warning the user acknowledges); always after the PIN.
 */
export function ForeignExportDialog({ opened, onClose }: ForeignExportDialogProps) {
  const work = useForeignExport();
  const handlePinError = usePinErrorHandler(AppType.password);
  const [choice, setChoice] = useState<ForeignExportChoice>('bitwardenProtected');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [acknowledged, setAcknowledged] = useState(false);
  const [pinAsked, setPinAsked] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const showProgress = useDelayedFlag(work.exporting, 300);

  const protectedChoice = choice === 'bitwardenProtected';
  const passwordError =
    protectedChoice && submitted && password.length < exportPasswordMinLength
      ? formatMessage(t.exportPasswordShort, { min: exportPasswordMinLength })
      : null;
  const repeatError = protectedChoice && submitted && repeat !== password ? t.exportPasswordMismatch : null;
  const valid = protectedChoice
    ? password.length >= exportPasswordMinLength && repeat === password
    : acknowledged;

  const close = (): void => {
    setPassword('');
    setRepeat('');
    setAcknowledged(false);
    setSubmitted(false);
    setPinAsked(false);
    setChoice('bitwardenProtected');
    onClose();
  };

  const submitPin = async (pinCode: string): Promise<boolean> => {
    try {
      await confirmPinCode(pinCode);
    } catch (error) {
      const ended = handlePinError(error) === PinOutcome.ended;
      if (ended) setPinAsked(false);
      return ended;
    }
    setPinAsked(false);
    const saved = await work.run(choice, protectedChoice ? password : null);
    if (saved) close();
    return true;
  };

  return (
    <>
      <Modal
        opened={opened && !pinAsked}
        onClose={close}
        title={t.exportTitle}
        size="lg"
        centered
        closeOnClickOutside={!work.exporting}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setSubmitted(true);
            if (valid) setPinAsked(true);
          }}
        >
          <Stack gap="md">
            <Text size="sm">{t.exportIntro}</Text>
            <Radio.Group
              label={t.exportFormatLabel}
              value={choice}
              onChange={(value) => setChoice(value as ForeignExportChoice)}
            >
              <Stack gap={8} mt={6}>
                <Radio value="bitwardenProtected" label={t.exportBitwardenProtected} />
                <Radio value="bitwardenPlain" label={t.exportBitwardenPlain} />
                <Radio value="cxf" label={t.exportCxf} />
              </Stack>
            </Radio.Group>
            {protectedChoice ? (
              <Stack gap="xs">
                <PasswordInput
                  label={t.exportPassword}
                  description={formatMessage(t.exportPasswordHint, { min: exportPasswordMinLength })}
                  value={password}
                  onChange={(event) => setPassword(event.currentTarget.value)}
                  error={passwordError}
                  autoComplete="new-password"
                />
                <PasswordInput
                  label={t.exportPasswordRepeat}
                  value={repeat}
                  onChange={(event) => setRepeat(event.currentTarget.value)}
                  error={repeatError}
                  autoComplete="new-password"
                />
              </Stack>
            ) : (
              <Alert
                color="orange"
                variant="light"
                icon={<IconAlertTriangle size={18} />}
                data-testid="export-plain-warning"
              >
                <Stack gap="xs">
                  <Text size="sm">{t.exportPlainWarning}</Text>
                  <Checkbox
                    label={t.exportPlainConfirm}
                    checked={acknowledged}
                    onChange={(event) => setAcknowledged(event.currentTarget.checked)}
                  />
                </Stack>
              </Alert>
            )}
            {showProgress && <TransferProgress label={t.exporting} value={null} />}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={work.exporting}>
                {messages.passwordsCancel}
              </Button>
              <Button type="submit" loading={work.exporting} disabled={!protectedChoice && !acknowledged}>
                {t.exportSubmit}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <PinModal opened={opened && pinAsked} onSubmit={submitPin} onCancel={() => setPinAsked(false)} />
    </>
  );
}
