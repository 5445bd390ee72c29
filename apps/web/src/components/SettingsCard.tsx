import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';

/** A titled card: a section of Account Settings, the passkeys and the firm's rules on the advisor's home. */
export function SettingsCard({
  title,
  intro,
  children,
  testId,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      data-testid={testId}
      component="section"
      aria-label={title}
    >
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
