import { Button, Group } from '@mantine/core';
import { accountSettingsMessages as m } from '@guru/shared';
import { FormError } from '../../../components/FormError';

export interface SettingsActionsProps {
  error: string | null;
  busy: boolean;
  label: string;
  /** Without it, the button submits the form it stands in. */
  onClick?: () => void;
  disabled?: boolean;
  /** Shows Cancel before the button. */
  onCancel?: () => void;
}

/** The foot of a settings form or step: its error line, then Cancel (when it can be cancelled) and its button. */
export function SettingsActions({ error, busy, label, onClick, disabled, onCancel }: SettingsActionsProps) {
  return (
    <>
      <FormError message={error} />
      <Group justify="flex-end" gap={onCancel ? 'xs' : undefined}>
        {onCancel ? (
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {m.settingsCancel}
          </Button>
        ) : null}
        <Button type={onClick ? 'button' : 'submit'} onClick={onClick} loading={busy} disabled={disabled}>
          {label}
        </Button>
      </Group>
    </>
  );
}
