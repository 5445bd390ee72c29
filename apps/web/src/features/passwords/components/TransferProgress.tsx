import { Progress, Stack, Text } from '@mantine/core';
import { messages } from '@guru/shared';

/** What an import or an export shows while the worker is busy for more than a moment. */
export function TransferProgress({ label, value }: { label: string; value: number | null }) {
  return (
    <Stack gap={6} data-testid="transfer-progress">
      <Text size="sm">{label}</Text>
      <Progress
        value={value ?? 100}
        animated={value === null}
        striped={value === null}
        aria-label={messages.passwordsProgressLabel}
        transitionDuration={150}
      />
    </Stack>
  );
}
