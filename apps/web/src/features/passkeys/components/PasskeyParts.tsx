import { Button, Group } from '@mantine/core';
import { accountSettingsMessages as m } from '@guru/shared';
import { FormError } from '../../../components/FormError';

/** A dialog's error, Cancel and its submit button. */
export function PasskeyActions({
  error,
  busy,
  label,
  disabled,
  onCancel,
}: {
  error: string | null;
  busy: boolean;
  label: string;
  disabled: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      <FormError message={error} />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {m.settingsCancel}
        </Button>
        <Button type="submit" loading={busy} disabled={disabled}>
          {label}
        </Button>
      </Group>
    </>
  );
}
