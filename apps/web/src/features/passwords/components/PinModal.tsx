import { useRef, useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { limits, messages } from '@guru/shared';
import { CodeInput, type CodeInputHandle } from '../../../components/CodeInput';

export interface PinModalProps {
  opened: boolean;
  /** Shows the "enter my PIN each time" checkbox (view and edit; not delete). */
  withEachTimeChoice?: boolean;
  /**
   * Called with the 4 digits (and the checkbox); resolves true when done (the caller closes the
   * modal), false to clear the boxes and let the user try again.
   */
  onSubmit: (pinCode: string, eachTime: boolean) => Promise<boolean>;
  onCancel: () => void;
}

/** PIN confirmation before viewing or deleting: four masked single-digit boxes. */
export function PinModal({ opened, withEachTimeChoice = false, onSubmit, onCancel }: PinModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={messages.passwordsPinModalTitle}
      centered
      size="sm"
      // The first PIN box takes the focus (Cancel and Escape still close the modal).
      closeButtonProps={{ tabIndex: -1 }}
    >
      {/* Mounted only while open, so every opening starts with empty boxes. */}
      {opened && <PinForm withEachTimeChoice={withEachTimeChoice} onSubmit={onSubmit} onCancel={onCancel} />}
    </Modal>
  );
}

function PinForm({ withEachTimeChoice, onSubmit, onCancel }: Omit<PinModalProps, 'opened'>) {
  const codeInput = useRef<CodeInputHandle>(null);
  const [pin, setPin] = useState('');
  const [eachTime, setEachTime] = useState(true);
  const [busy, setBusy] = useState(false);

  const submit = async (value: string): Promise<void> => {
    if (value.length !== limits.pinLength || busy) return;
    setBusy(true);
    const done = await onSubmit(value, eachTime).catch(() => false);
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
          {messages.passwordsPinModalText}
        </Text>
        <CodeInput
          ref={codeInput}
          length={limits.pinLength}
          masked
          autoFocus
          disabled={busy}
          onChange={setPin}
          // With the checkbox the user may still want to change it: no submit on the fourth digit.
          onComplete={withEachTimeChoice ? undefined : (value) => void submit(value)}
        />
        {withEachTimeChoice && (
          <Checkbox
            label={messages.passwordsPinEachTime}
            checked={eachTime}
            onChange={(event) => setEachTime(event.currentTarget.checked)}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {messages.passwordsCancel}
          </Button>
          <Button type="submit" loading={busy} disabled={pin.length !== limits.pinLength}>
            {messages.verify}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
