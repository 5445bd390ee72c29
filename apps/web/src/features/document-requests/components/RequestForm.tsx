import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  MultiSelect,
  Select,
  Stack,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconBookmarkPlus, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  documentRequestsLimits as limits,
  documentRequestsMessages as m,
  formatMessage,
  type AppType,
} from '@guru/shared';
import { errorMessage } from '../../../lib/apiClient';
import { notifyOops, notifySuccess } from '../../../lib/notify';
import { addTemplate, createRequest, fetchTemplates } from '../api/requestsApi';
import { useFirmClients } from '../api/useFirmClients';
import { todayIso } from '../lib/requestState';
import { TemplatesManager } from './TemplatesManager';

const templatesKey = ['document-requests', 'templates'] as const;

/** The advisor asks a client for documents: title, note, due date, items typed or taken from the firm's templates. */
export function RequestForm({ session, onSent }: { session: AppType; onSent: () => void }) {
  const queryClient = useQueryClient();
  const clients = useFirmClients(session);
  const templates = useQuery({ queryKey: templatesKey, queryFn: () => fetchTemplates(session) });
  const [clientId, setClientId] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [note, setNote] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [items, setItems] = useState<string[]>(['']);
  const [picked, setPicked] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const allItems = [...picked, ...items.map((i) => i.trim()).filter((i) => i !== '')];
  const reset = () => {
    setTitle('');
    setNote('');
    setDueDate('');
    setItems(['']);
    setPicked([]);
    setErrors({});
  };

  const send = useMutation({
    mutationFn: () => createRequest(session, { clientId: clientId!, title, note, dueDate, items: allItems }),
    onSuccess: (request) => {
      notifySuccess(formatMessage(m.requestSent, { client: request.clientName }));
      reset();
      onSent();
    },
    onError: (error) => notifyOops(errorMessage(error)),
  });
  const save = useMutation({
    mutationFn: (name: string) => addTemplate(session, name),
    onSuccess: async () => {
      notifySuccess(m.templateSaved);
      await queryClient.invalidateQueries({ queryKey: templatesKey });
    },
    onError: (error) => notifyOops(errorMessage(error)),
  });

  const submit = () => {
    const found: Record<string, string> = {};
    if (!clientId) found.client = m.requestClientRequired;
    if (title.trim() === '') found.title = m.requestTitleRequired;
    if (dueDate === '') found.dueDate = m.requestDueRequired;
    else if (dueDate < todayIso()) found.dueDate = m.requestDueInPast;
    if (allItems.length === 0) found.items = m.requestItemsRequired;
    setErrors(found);
    if (Object.keys(found).length === 0) send.mutate();
  };

  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {m.newRequest}
        </Title>
        <Select
          label={m.clientColumn}
          data={clients.data ?? []}
          value={clientId}
          onChange={setClientId}
          searchable
          error={errors.client}
        />
        <TextInput
          label={m.requestTitleLabel}
          value={title}
          maxLength={limits.titleMax}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={errors.title}
        />
        <Textarea
          label={m.requestNoteLabel}
          value={note}
          maxLength={limits.noteMax}
          autosize
          minRows={2}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={m.requestDueLabel}
          value={dueDate}
          min={todayIso()}
          onChange={(e) => setDueDate(e.currentTarget.value)}
          error={errors.dueDate}
        />
        <MultiSelect
          label={m.templatesLabel}
          data={(templates.data ?? []).map((t) => t.name)}
          value={picked}
          onChange={setPicked}
          searchable
        />
        <TemplatesManager
          session={session}
          templates={templates.data ?? []}
          queryKey={templatesKey}
          onDeleted={(template) => setPicked((names) => names.filter((name) => name !== template.name))}
        />
        <Stack gap={6}>
          {items.map((value, index) => (
            <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                flex={1}
                miw={0}
                label={index === 0 ? m.requestItemsLabel : undefined}
                aria-label={`${m.requestItemsLabel} ${index + 1}`}
                placeholder={m.requestItemPlaceholder}
                value={value}
                maxLength={limits.itemNameMax}
                onChange={(e) => {
                  const next = [...items];
                  next[index] = e.currentTarget.value;
                  setItems(next);
                }}
                error={index === 0 ? errors.items : undefined}
              />
              <ActionIcon
                variant="subtle"
                size="lg"
                aria-label={m.saveAsTemplate}
                title={m.saveAsTemplate}
                disabled={value.trim() === ''}
                loading={save.isPending && save.variables === value.trim()}
                onClick={() => save.mutate(value.trim())}
              >
                <IconBookmarkPlus size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={m.removeItem}
                disabled={items.length === 1}
                onClick={() => setItems(items.filter((_, i) => i !== index))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} />}
              disabled={items.length + picked.length >= limits.itemsMax}
              onClick={() => setItems([...items, ''])}
            >
              {m.addItem}
            </Button>
          </Group>
        </Stack>
        <Group justify="flex-end">
          <Button onClick={submit} loading={send.isPending}>
            {m.sendRequest}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
