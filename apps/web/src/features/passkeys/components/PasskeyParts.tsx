import type { ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { accountSettingsMessages as m } from '@guru/shared';
import { FormError } from '../../../components/FormError';

/** A titled card, as the sections of Account Settings are (the advisor's home shows it too). */
export function PasskeyCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {title}
          </Title>
          {intro ? (
            <Text size="sm" c="dimmed" mt={4}>
              {intro}
            </Text>
          ) : null}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

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
