import type { ReactNode } from 'react';
import { Center, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';

export type Outcome = 'pending' | 'success' | 'error';

export interface OutcomeCardProps {
  outcome: Outcome;
  title: string;
  message: ReactNode;
  /** Buttons or links under the message. */
  children?: ReactNode;
}

/**
 * The card of a page opened from an e-mailed link (a confirmation, a verification): a spinner while
 * the link is checked, then a clear success or failure with what to do next.
 */
export function OutcomeCard({ outcome, title, message, children }: OutcomeCardProps) {
  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack
        align="center"
        gap="md"
        ta="center"
        role={outcome === 'error' ? 'alert' : 'status'}
        aria-busy={outcome === 'pending'}
      >
        {outcome === 'pending' ? (
          <Center h={56}>
            <Loader />
          </Center>
        ) : (
          <ThemeIcon size={56} radius="xl" variant="light" color={outcome === 'success' ? 'teal' : 'red'}>
            {outcome === 'success' ? <IconCircleCheck size={34} /> : <IconAlertTriangle size={32} />}
          </ThemeIcon>
        )}
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c={outcome === 'pending' ? 'dimmed' : undefined}>{message}</Text>
        {children}
      </Stack>
    </Paper>
  );
}
