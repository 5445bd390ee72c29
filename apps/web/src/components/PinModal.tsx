import { useRef, useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { limits, messages } from '@guru/shared';
import { CodeInput, type CodeInputHandle } from './CodeInput';

export interface PinModalProps {
  opened: boolean;
  /**
   * With a label, shows the "enter my PIN each time" checkbox (Password Guru's view and edit) and waits
   * for Verify; without one, the fourth digit submits.
   */
  eachTimeLabel?: string;
  /**
   * Called with the 4 digits (and the checkbox, true when there is none); resolves true when done (the
   * caller closes the modal), false to clear the boxes and let the user try again.
   */
  onSubmit: (pinCode: string, eachTime: boolean) => Promise<boolean>;
  onCancel: () => void;
}

/**
 * PIN confirmation before viewing, editing or deleting, in both apps: four masked single-digit boxes (focus
 * moves forward and back). Its words are Password Guru's (`messages.passwordsPinModal*`), the same as Documents
 * Guru's `pinTitle` and `pinText`.
 */
export function PinModal({ opened, eachTimeLabel, onSubmit, onCancel }: PinModalProps) {
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
      {opened && <PinForm eachTimeLabel={eachTimeLabel} onSubmit={onSubmit} onCancel={onCancel} />}
    </Modal>
  );
}

function PinForm({ eachTimeLabel, onSubmit, onCancel }: Omit<PinModalProps, 'opened'>) {
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
          onComplete={eachTimeLabel === undefined ? (value) => void submit(value) : undefined}
        />
        {eachTimeLabel !== undefined && (
          <Checkbox
            label={eachTimeLabel}
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
