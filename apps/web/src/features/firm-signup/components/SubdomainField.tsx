import { Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconWorld } from '@tabler/icons-react';
import { businessMessages, formatMessage } from '@guru/shared';
import type { SubdomainCheck } from '../hooks/useSubdomainAvailability';

export interface SubdomainFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The rule's or the server's message. */
  error: string | undefined;
  address: string;
  check: SubdomainCheck;
  disabled: boolean;
  /** The hint under the label; the firm's own sign-up's by default. */
  description?: string;
}

/** The subdomain box with the live address it makes and whether it is free. */
export function SubdomainField({
  value,
  onChange,
  onBlur,
  error,
  address,
  check,
  disabled,
  description = businessMessages.subdomainHint,
}: SubdomainFieldProps) {
  const shownError = error ?? (check.kind === 'unavailable' ? check.message : undefined);
  return (
    <Stack gap={6}>
      <TextInput
        label={businessMessages.subdomainLabel}
        description={description}
        required
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
        error={shownError}
        disabled={disabled}
        rightSection={
          check.kind === 'checking' ? (
            <Loader size={16} />
          ) : check.kind === 'available' ? (
            <IconCircleCheck size={18} color="var(--mantine-color-teal-7)" />
          ) : null
        }
      />
      <Group gap={6} wrap="nowrap" aria-live="polite">
        <IconWorld size={16} color="var(--mantine-color-indigo-7)" aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" data-testid="subdomain-address" style={{ wordBreak: 'break-all' }}>
          {formatMessage(businessMessages.subdomainAddress, { address })}
        </Text>
      </Group>
      {check.kind === 'checking' && (
        <Text size="xs" c="dimmed">
          {businessMessages.subdomainChecking}
        </Text>
      )}
      {check.kind === 'available' && !error && (
        <Text size="xs" c="teal.8">
          {businessMessages.subdomainAvailable}
        </Text>
      )}
    </Stack>
  );
}
