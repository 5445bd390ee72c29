import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';

export interface EntryCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** The white card that holds the form of an entry page. */
export function EntryCard({ title, description, children }: EntryCardProps) {
  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={2} size="h3">
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
