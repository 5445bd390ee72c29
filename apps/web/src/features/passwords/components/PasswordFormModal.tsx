import { Button, Group, Modal, PasswordInput, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCopy } from '@tabler/icons-react';
import { messages, passwordsFieldLimits, formatMessage } from '@guru/shared';
import { PasswordGenerator } from './PasswordGenerator';
import { PasswordStrength } from '../../../components/PasswordStrength';
import { useCopyPassword } from '../hooks/useCopyPassword';
import { useSaveEntry } from '../hooks/usePasswordsMutations';
import { formatDateTimeUs } from '../../../lib/format';
import { notifyOops, notifySuccess, notifyPasswordsError } from '../lib/notify';
import type { EntryFormValues, OpenedEntry, PasswordsFolderEntry } from '../lib/passwordsTypes';
import { isValidWebsite } from '../lib/website';

export interface PasswordFormModalProps {
  opened: boolean;
  /** The entry being edited; absent to add a new one. */
  entry?: OpenedEntry;
  /** Folder preselected for a new entry (the open folder), null for None. */
  defaultFolderId?: string | null;
  folders: readonly PasswordsFolderEntry[];
  onClose: () => void;
}

const NONE_VALUE = '';

function required(max: number) {
  return (value: string): string | null => {
    if (value.trim() === '') return messages.passwordsFieldRequired;
    return value.length > max ? formatMessage(messages.passwordsFieldTooLong, { max }) : null;
  };
}

function emptyValues(folderId: string | null): EntryFormValues {
  return { name: '', website: '', username: '', password: '', folderId, note: '' };
}

function formValuesOf(entry: OpenedEntry): EntryFormValues {
  const { name, website, username, password, folderId, note } = entry;
  return { name, website, username, password, folderId, note };
}

/** Add new password / Edit password detail (seed section 2 "Password form"). */
export function PasswordFormModal({
  opened,
  entry,
  defaultFolderId = null,
  folders,
  onClose,
}: PasswordFormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={entry ? messages.passwordsEditPasswordTitle : messages.passwordsAddPasswordTitle}
      size="lg"
      centered
    >
      {opened && (
        <PasswordForm entry={entry} defaultFolderId={defaultFolderId} folders={folders} onClose={onClose} />
      )}
    </Modal>
  );
}

function PasswordForm({ entry, defaultFolderId, folders, onClose }: Omit<PasswordFormModalProps, 'opened'>) {
  const save = useSaveEntry();
  const copyPassword = useCopyPassword();
  const form = useForm<EntryFormValues>({
    mode: 'controlled',
    initialValues: entry ? formValuesOf(entry) : emptyValues(defaultFolderId ?? null),
    validate: {
      name: required(passwordsFieldLimits.nameMaxLength),
      website: (value) =>
        required(passwordsFieldLimits.websiteMaxLength)(value) ??
        (isValidWebsite(value) ? null : messages.passwordsWebsiteInvalid),
      username: required(passwordsFieldLimits.usernameMaxLength),
      password: (value) => {
        if (value === '') return messages.passwordsFieldRequired;
        const max = passwordsFieldLimits.passwordMaxLength;
        return value.length > max ? formatMessage(messages.passwordsFieldTooLong, { max }) : null;
      },
      note: (value) =>
        value.length > passwordsFieldLimits.noteMaxLength
          ? formatMessage(messages.passwordsFieldTooLong, { max: passwordsFieldLimits.noteMaxLength })
          : null,
    },
  });
  const { values } = form;
  const requiredFilled =
    values.name.trim() !== '' &&
    values.website.trim() !== '' &&
    values.username.trim() !== '' &&
    values.password !== '';
  const folderOptions = [
    { value: NONE_VALUE, label: messages.passwordsFolderNone },
    ...folders
      .filter((folder) => folder.readable)
      .map((folder) => ({ value: folder.id, label: folder.name })),
  ];

  const submit = async (): Promise<void> => {
    const anyFilled = [values.name, values.website, values.username, values.password, values.note].some(
      (v) => v.trim() !== '',
    );
    if (!anyFilled) {
      notifyOops(messages.passwordsInputAtLeastOneField);
      return;
    }
    if (form.validate().hasErrors) return;
    const trimmed: EntryFormValues = {
      ...values,
      name: values.name.trim(),
      website: values.website.trim(),
      username: values.username.trim(),
    };
    try {
      await save.mutateAsync({ id: entry?.id, values: trimmed });
    } catch (error) {
      notifyPasswordsError(error);
      return;
    }
    notifySuccess(entry ? messages.passwordsUpdatePasswordSuccess : messages.passwordsAddPasswordSuccess);
    onClose();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={messages.passwordsEntityName}
          withAsterisk
          data-autofocus
          {...form.getInputProps('name')}
        />
        <TextInput
          label={messages.passwordsColumnWebsite}
          description={messages.passwordsWebsiteHint}
          withAsterisk
          {...form.getInputProps('website')}
        />
        <TextInput
          label={messages.passwordsUsername}
          withAsterisk
          autoComplete="off"
          {...form.getInputProps('username')}
        />
        <div>
          <PasswordInput
            label={messages.passwordLabel}
            withAsterisk
            autoComplete="new-password"
            visibilityToggleButtonProps={{ 'aria-label': messages.toggleVisibility }}
            {...form.getInputProps('password')}
          />
          <Group gap="xs" mt={6}>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconCopy size={14} />}
              disabled={values.password === ''}
              onClick={() => copyPassword(values.password)}
            >
              {messages.passwordsCopyPassword}
            </Button>
            <PasswordGenerator
              onAccept={(password) => form.setFieldValue('password', password)}
              onCopy={copyPassword}
            />
          </Group>
          <div style={{ marginTop: 8 }}>
            <PasswordStrength password={values.password} />
          </div>
        </div>
        <Select
          label={messages.passwordsFolderLabel}
          data={folderOptions}
          allowDeselect={false}
          value={values.folderId ?? NONE_VALUE}
          onChange={(value) =>
            form.setFieldValue('folderId', value === null || value === NONE_VALUE ? null : value)
          }
          comboboxProps={{ withinPortal: true }}
        />
        {entry && (
          <Text size="sm" c="dimmed">
            {messages.passwordsColumnLastUpdated}: {formatDateTimeUs(entry.updatedAt)}
          </Text>
        )}
        <Textarea
          label={messages.passwordsNotes}
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('note')}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {messages.passwordsCancel}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!requiredFilled}>
            {entry ? messages.passwordsSaveAndUpdate : messages.passwordsSave}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
