import { Box, Card, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { businessMessages, messages } from '@guru/shared';
import { entryPanelBackground } from '../../../components/EntryIllustration';

/** A small picture of the firm's sign-in page with this name and logo (the new logo before it is saved). */
export function BrandingPreview({ name, logoUrl }: { name: string; logoUrl: string }) {
  return (
    <Card withBorder radius="lg" padding="lg" aria-label={businessMessages.brandingPreviewTitle}>
      <Stack gap="sm">
        <Text fw={600}>{businessMessages.brandingPreviewTitle}</Text>
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }} aria-hidden>
          <Group gap={0} wrap="nowrap" align="stretch" mih={260}>
            <Box w="34%" style={{ background: entryPanelBackground }} />
            <Stack flex={1} p="md" gap="md" bg="gray.0">
              <Group gap="xs" wrap="nowrap">
                {logoUrl !== '' ? (
                  <Image src={logoUrl} alt="" h={32} w="auto" fit="contain" />
                ) : (
                  <IconShieldLock size={26} />
                )}
                <Text fw={700} size="sm" truncate>
                  {name}
                </Text>
              </Group>
              <Paper withBorder radius="md" p="sm" shadow="xs">
                <Stack gap={8}>
                  <Title order={4} size="h6">
                    {messages.signInPasswordApp}
                  </Title>
                  <Box h={22} bg="gray.1" style={{ borderRadius: 4 }} />
                  <Box h={22} bg="gray.1" style={{ borderRadius: 4 }} />
                  <Box h={24} bg="indigo.7" style={{ borderRadius: 4 }} />
                </Stack>
              </Paper>
            </Stack>
          </Group>
        </Paper>
      </Stack>
    </Card>
  );
}
