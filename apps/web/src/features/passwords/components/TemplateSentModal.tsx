import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { messages } from '@guru/shared';

/** The template-sent notice (seed section 2), after "Email it to me". */
export function TemplateSentModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={messages.passwordsTemplateTitle} centered>
      <Stack gap="md">
        <Text>{messages.passwordsTemplateSent}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{messages.passwordsOk}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
