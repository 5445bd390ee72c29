import { useRef, useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { documentsScreenMessages as text, limits } from '@guru/shared';
import { CodeInput, type CodeInputHandle } from '../../../components/CodeInput';

export interface PinModalProps {
  opened: boolean;
  /** Resolves true when done (the caller closes the modal), false to clear the boxes for another try. */
  onSubmit: (pinCode: string) => Promise<boolean>;
  onCancel: () => void;
}

/** PIN confirmation of a delete: four masked single-digit boxes (focus moves forward and back). */
export function PinModal({ opened, onSubmit, onCancel }: PinModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={text.pinTitle}
      centered
      size="sm"
      closeButtonProps={{ tabIndex: -1 }}
    >
      {/* Mounted only while open, so every opening starts with empty boxes. */}
      {opened && <PinForm onSubmit={onSubmit} onCancel={onCancel} />}
    </Modal>
  );
}

function PinForm({ onSubmit, onCancel }: Omit<PinModalProps, 'opened'>) {
  const codeInput = useRef<CodeInputHandle>(null);
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (value: string): Promise<void> => {
    if (value.length !== limits.pinLength || busy) return;
    setBusy(true);
    const done = await onSubmit(value).catch(() => false);
    setBusy(false);
    if (!done) codeInput.current?.clear();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit(pin);
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {text.pinText}
        </Text>
        <CodeInput
          ref={codeInput}
          length={limits.pinLength}
          masked
          autoFocus
          disabled={busy}
          onChange={setPin}
          onComplete={(value) => void submit(value)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {text.cancel}
          </Button>
          <Button type="submit" loading={busy} disabled={pin.length !== limits.pinLength}>
            {text.verify}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
