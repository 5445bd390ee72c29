import { Anchor, Box, Center, Group, Paper, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { messages, type AppType } from '@guru/shared';
import { FirmLogo } from '../../../components/FirmLogo';
import { PinEntryForm } from './PinEntryForm';

export interface LockOverlayProps {
  app: AppType;
  onUnlocked: () => void;
  onSessionEnded: (message: string) => void;
  onLogout: () => void;
}

/** Full-screen PIN lock (idle or PIN_REQUIRED): the page behind it is hidden, not just dimmed. */
export function LockOverlay({ app, onUnlocked, onSessionEnded, onLogout }: LockOverlayProps) {
  const logOutLink = (
    <Group justify="center">
      <Anchor component="button" type="button" size="sm" onClick={onLogout}>
        {messages.logOut}
      </Anchor>
    </Group>
  );
  return (
    <Box
      role="dialog"
      aria-modal="true"
      aria-labelledby="lock-title"
      pos="fixed"
      inset={0}
      bg="gray.0"
      style={{ zIndex: 1000, overflowY: 'auto' }}
    >
      <Center mih="100%" p="md">
        <Paper withBorder shadow="md" radius="lg" p="xl" w="100%" maw={420}>
          <PinEntryForm
            app={app}
            onUnlocked={() => onUnlocked()}
            onSessionEnded={onSessionEnded}
            header={
              <>
                <Group justify="center">
                  <FirmLogo height={44} />
                </Group>
                <Group gap="xs" justify="center">
                  <IconLock size={22} aria-hidden />
                  <Title order={2} size="h3" id="lock-title">
                    {messages.screenLockedTitle}
                  </Title>
                </Group>
                <Text size="sm" c="dimmed" ta="center">
                  {messages.screenLocked}
                </Text>
              </>
            }
            footer={logOutLink}
            passwordFooter={logOutLink}
          />
        </Paper>
      </Center>
    </Box>
  );
}
