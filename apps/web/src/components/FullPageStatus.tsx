import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { messages } from '@guru/shared';

/** A centred loader while a guard asks the server about the session. */
export function FullPageLoader() {
  return (
    <Center mih="60vh" aria-busy="true">
      <Loader />
    </Center>
  );
}

export function FullPageError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Center mih="60vh" px="md">
      <Stack align="center" maw={420}>
        <Alert color="red" icon={<IconAlertCircle />} w="100%">
          {message}
        </Alert>
        {onRetry && (
          <Button variant="light" onClick={onRetry}>
            {messages.tryAgain}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
