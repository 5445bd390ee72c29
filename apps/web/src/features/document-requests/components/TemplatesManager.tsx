import { useState } from 'react';
import { ActionIcon, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconSettings, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  documentRequestsMessages as m,
  formatMessage,
  type AppType,
  type DocumentRequestTemplate,
} from '@guru/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorMessage } from '../../../lib/apiClient';
import { notifyOops, notifySuccess } from '../../../lib/notify';
import { deleteTemplate } from '../api/requestsApi';

/**
 * "Manage templates" beside the template picker: the firm's saved templates, each deleted after a
 * confirmation. Requests already sent keep their items (they are copies, not references).
 */
export function TemplatesManager({
  session,
  templates,
  queryKey,
  onDeleted,
}: {
  session: AppType;
  templates: readonly DocumentRequestTemplate[];
  queryKey: readonly unknown[];
  onDeleted: (template: DocumentRequestTemplate) => void;
}) {
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [confirming, setConfirming] = useState<DocumentRequestTemplate | null>(null);
  const remove = useMutation({
    mutationFn: (template: DocumentRequestTemplate) => deleteTemplate(session, template.id),
    onSuccess: async (_, template) => {
      notifySuccess(m.templateDeleted);
      setConfirming(null);
      onDeleted(template);
      await queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => {
      setConfirming(null);
      notifyOops(errorMessage(error));
    },
  });

  return (
    <>
      <Group justify="flex-end" mt={-4}>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconSettings size={14} />}
          onClick={() => setOpened(true)}
        >
          {m.manageTemplates}
        </Button>
      </Group>
      <Modal opened={opened} onClose={() => setOpened(false)} title={m.templatesTitle}>
        {templates.length === 0 ? (
          <Text c="dimmed">{m.templatesNone}</Text>
        ) : (
          <Stack gap={4}>
            {templates.map((template) => (
              <Group
                key={template.id}
                justify="space-between"
                wrap="nowrap"
                gap="xs"
                data-testid="request-template"
              >
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {template.name}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={formatMessage(m.deleteTemplate, { name: template.name })}
                  title={formatMessage(m.deleteTemplate, { name: template.name })}
                  onClick={() => setConfirming(template)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
      </Modal>
      <ConfirmDialog
        opened={confirming !== null}
        title={m.deleteTemplateTitle}
        message={formatMessage(m.deleteTemplateConfirm, { name: confirming?.name ?? '' })}
        confirmLabel={m.deleteTemplateYes}
        cancelLabel={m.deleteTemplateNo}
        danger
        loading={remove.isPending}
        onConfirm={() => confirming && remove.mutate(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
