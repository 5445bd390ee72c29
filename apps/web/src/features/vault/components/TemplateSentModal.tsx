import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { messages } from '@guru/shared';
import { importTemplateUrl } from '../api/vaultApi';

/** The template-sent notice, with a direct download for those who would rather not wait for the e-mail. */
export function TemplateSentModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={messages.vaultTemplateTitle} centered>
      <Stack gap="md">
        <Text>{messages.vaultTemplateSent}</Text>
        <Anchor href={importTemplateUrl} download size="sm">
          <Group gap={6} wrap="nowrap">
            <IconDownload size={16} aria-hidden />
            {messages.vaultTemplateDownload}
          </Group>
        </Anchor>
        <Group justify="flex-end">
          <Button onClick={onClose}>{messages.vaultOk}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
