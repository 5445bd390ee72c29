import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { messages, webRoutes } from '@guru/shared';
import { EntryCard } from './EntryCard';

export function NotFoundPage() {
  return (
    <EntryCard title={messages.pageNotFoundTitle}>
      <Stack gap="md">
        <Text>{messages.pageNotFoundText}</Text>
        <Anchor component={Link} to={webRoutes.home}>
          {messages.backToHome}
        </Anchor>
      </Stack>
    </EntryCard>
  );
}
