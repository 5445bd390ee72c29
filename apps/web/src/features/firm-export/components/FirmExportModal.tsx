import { useRef, useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { firmExportMessages as m, limits, messages } from '@guru/shared';
import { CodeInput, type CodeInputHandle } from '../../../components/CodeInput';
import { errorMessage } from '../../../lib/apiClient';

export interface FirmExportModalProps {
  opened: boolean;
  /** Runs the export with the PIN; a rejection is shown and the boxes cleared for another try. */
  onConfirm: (pinCode: string) => Promise<void>;
  onClose: () => void;
}

/** The confirmation of a bulk export of the firm's data: what it holds, and the PIN (ADR 0052). */
export function FirmExportModal({ opened, onConfirm, onClose }: FirmExportModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={m.modalTitle} centered size="md">
      {/* Mounted only while open, so every opening starts with empty boxes. */}
      {opened && <FirmExportForm onConfirm={onConfirm} onClose={onClose} />}
    </Modal>
  );
}

function FirmExportForm({ onConfirm, onClose }: Omit<FirmExportModalProps, 'opened'>) {
  const codeInput = useRef<CodeInputHandle>(null);
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (pin.length !== limits.pinLength || busy) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm(pin);
    } catch (err) {
      setError(errorMessage(err));
      codeInput.current?.clear();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm">{m.modalText}</Text>
        <CodeInput
          ref={codeInput}
          length={limits.pinLength}
          masked
          autoFocus
          label={messages.passwordsPinModalTitle}
          disabled={busy}
          invalid={error !== null}
          onChange={setPin}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {busy && (
          <Text size="sm" c="dimmed" role="status">
            {m.preparing}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {m.cancel}
          </Button>
          <Button type="submit" loading={busy} disabled={pin.length !== limits.pinLength}>
            {m.confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
