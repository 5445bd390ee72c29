import { Button, Group, Modal, PasswordInput, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCopy } from '@tabler/icons-react';
import {
  messages,
  passwordsFieldLimits,
  formatMessage,
  vaultMessages,
  type VaultItemType,
} from '@guru/shared';
import { PasswordGenerator } from './PasswordGenerator';
import { PasswordStrength } from '../../../components/PasswordStrength';
import { useCopyPassword } from '../hooks/useCopyPassword';
import { useSaveEntry } from '../hooks/usePasswordsMutations';
import { formatDateTimeUs } from '../../../lib/format';
import { notifyOops, notifySuccess, notifyPasswordsError } from '../lib/notify';
import type { EntryFormValues, OpenedEntry, PasswordsFolderEntry } from '../lib/passwordsTypes';
import { isValidWebsite } from '../lib/website';
import {
  LoginExtraFields,
  otherWebsiteLines,
  validateTotpField,
  type LoginExtraValues,
} from './LoginExtraFields';
import { TypedEntryForm } from './TypedEntryForm';

export interface PasswordFormModalProps {
  opened: boolean;
  /** The entry being edited; absent to add a new one. */
  entry?: OpenedEntry;
  /** Folder preselected for a new entry (the open folder), null for None. */
  defaultFolderId?: string | null;
  /** The type of a new entry (login when absent); an edited entry keeps its own. */
  type?: VaultItemType;
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

type LoginFormValues = EntryFormValues & LoginExtraValues;

function emptyValues(folderId: string | null): LoginFormValues {
  return {
    name: '',
    website: '',
    username: '',
    password: '',
    folderId,
    note: '',
    otherWebsites: '',
    totp: '',
    customFields: [],
    favorite: false,
  };
}

function formValuesOf(entry: OpenedEntry): LoginFormValues {
  const { name, website, username, password, folderId, note } = entry;
  const login = entry.record.type === 'login' ? entry.record : null;
  return {
    name,
    website,
    username,
    password,
    folderId,
    note,
    otherWebsites: (login?.urls.slice(1) ?? []).join('\n'),
    totp: login?.totp ?? '',
    customFields: login?.customFields.map((field) => ({ ...field })) ?? [],
    favorite: entry.favorite,
  };
}

function modalTitle(type: VaultItemType, editing: boolean): string {
  if (type === 'login')
    return editing ? messages.passwordsEditPasswordTitle : messages.passwordsAddPasswordTitle;
  return editing ? vaultMessages.editTitles[type] : vaultMessages.addTitles[type];
}

/** Add new password / Edit password detail (seed section 2 "Password form"). */
export function PasswordFormModal({
  opened,
  entry,
  defaultFolderId = null,
  type = 'login',
  folders,
  onClose,
}: PasswordFormModalProps) {
  const shownType = entry?.record.type ?? type;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={modalTitle(shownType, entry !== undefined)}
      size="lg"
      centered
    >
      {opened &&
        (shownType === 'login' ? (
          <PasswordForm entry={entry} defaultFolderId={defaultFolderId} folders={folders} onClose={onClose} />
        ) : (
          <TypedEntryForm
            type={shownType}
            entry={entry}
            defaultFolderId={defaultFolderId}
            folders={folders}
            onClose={onClose}
          />
        ))}
    </Modal>
  );
}

function PasswordForm({ entry, defaultFolderId, folders, onClose }: Omit<PasswordFormModalProps, 'opened'>) {
  const save = useSaveEntry();
  const copyPassword = useCopyPassword();
  const form = useForm<LoginFormValues>({
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
      totp: validateTotpField,
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
    const record = {
      type: 'login' as const,
      name: values.name.trim(),
      urls: [values.website.trim(), ...otherWebsiteLines(values.otherWebsites)],
      username: values.username.trim(),
      password: values.password,
      totp: values.totp.trim(),
      notes: values.note,
      customFields: values.customFields.filter((field) => field.name.trim() !== '' || field.value !== ''),
    };
    try {
      await save.mutateAsync({
        id: entry?.id,
        values: { record, folderId: values.folderId, favorite: values.favorite },
        previous: entry,
      });
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
        <LoginExtraFields form={form} />
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
