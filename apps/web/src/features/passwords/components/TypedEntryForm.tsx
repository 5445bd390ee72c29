import {
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  formatMessage,
  messages,
  passwordsFieldLimits,
  vaultItemRecordSchema,
  vaultMessages,
  type VaultItemRecord,
} from '@guru/shared';
import { useSaveEntry } from '../hooks/usePasswordsMutations';
import {
  accountTypeOptions,
  typedFields,
  typedValuesOf,
  type NonLoginType,
  type TypedField,
} from '../lib/itemTypeFields';
import { notifyPasswordsError, notifySuccess } from '../lib/notify';
import type { OpenedEntry, PasswordsFolderEntry } from '../lib/passwordsTypes';

interface TypedFormValues {
  name: string;
  notes: string;
  folderId: string | null;
  favorite: boolean;
  fields: Record<string, string>;
}

export interface TypedEntryFormProps {
  type: NonLoginType;
  entry?: OpenedEntry;
  defaultFolderId: string | null;
  folders: readonly PasswordsFolderEntry[];
  onClose: () => void;
}

const NONE_VALUE = '';

function initialValues(
  type: NonLoginType,
  entry: OpenedEntry | undefined,
  folderId: string | null,
): TypedFormValues {
  if (entry) {
    return {
      name: entry.record.name,
      notes: entry.record.notes,
      folderId: entry.folderId,
      favorite: entry.favorite,
      fields: typedValuesOf(entry.record),
    };
  }
  return {
    name: '',
    notes: '',
    folderId,
    favorite: false,
    fields: typedValuesOf(vaultItemRecordSchema.parse({ type, name: '' })),
  };
}

/** Add / edit a secure note, payment card, identity or financial account: its fields, encrypted field by field. */
export function TypedEntryForm({ type, entry, defaultFolderId, folders, onClose }: TypedEntryFormProps) {
  const save = useSaveEntry();
  const form = useForm<TypedFormValues>({
    mode: 'controlled',
    initialValues: initialValues(type, entry, defaultFolderId),
    validate: {
      name: (value) => {
        if (value.trim() === '') return vaultMessages.nameRequired;
        const max = passwordsFieldLimits.nameMaxLength;
        return value.length > max ? formatMessage(messages.passwordsFieldTooLong, { max }) : null;
      },
      notes: (value) =>
        value.length > passwordsFieldLimits.noteMaxLength
          ? formatMessage(messages.passwordsFieldTooLong, { max: passwordsFieldLimits.noteMaxLength })
          : null,
    },
  });
  const { values } = form;
  const folderOptions = [
    { value: NONE_VALUE, label: messages.passwordsFolderNone },
    ...folders
      .filter((folder) => folder.readable)
      .map((folder) => ({ value: folder.id, label: folder.name })),
  ];

  const submit = async (): Promise<void> => {
    if (form.validate().hasErrors) return;
    const trimmed = Object.fromEntries(
      Object.entries(values.fields).map(([key, value]) => [key, value.trim()]),
    );
    const record: VaultItemRecord = vaultItemRecordSchema.parse({
      ...trimmed,
      type,
      name: values.name.trim(),
      notes: values.notes,
    });
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

  const input = (field: TypedField) => {
    const label = vaultMessages.fieldLabels[field.key];
    const props = form.getInputProps(`fields.${field.key}`);
    if (field.kind === 'accountType')
      return (
        <Select
          key={field.key}
          label={label}
          data={accountTypeOptions}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...props}
        />
      );
    if (field.kind === 'secret')
      return (
        <PasswordInput
          key={field.key}
          label={label}
          autoComplete="off"
          visibilityToggleButtonProps={{ 'aria-label': messages.toggleVisibility }}
          {...props}
        />
      );
    return <TextInput key={field.key} label={label} autoComplete="off" {...props} />;
  };

  const fields = typedFields[type];
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
        {fields.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {fields.map((field) => (
              <div key={field.key} style={field.half ? undefined : { gridColumn: '1 / -1' }}>
                {input(field)}
              </div>
            ))}
          </SimpleGrid>
        )}
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
        <Textarea
          label={messages.passwordsNotes}
          autosize
          minRows={type === 'note' ? 5 : 2}
          maxRows={12}
          {...form.getInputProps('notes')}
        />
        <Checkbox
          label={vaultMessages.markFavorite}
          {...form.getInputProps('favorite', { type: 'checkbox' })}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {messages.passwordsCancel}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={values.name.trim() === ''}>
            {entry ? messages.passwordsSaveAndUpdate : messages.passwordsSave}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
