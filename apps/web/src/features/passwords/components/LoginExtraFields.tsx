import { useRef } from 'react';
import {
  ActionIcon,
  Button,
  Checkbox,
  FileButton,
  Group,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconQrcode, IconTrash } from '@tabler/icons-react';
import { formatMessage, vaultMessages, type VaultCustomField } from '@guru/shared';
import { notifyOops } from '../lib/notify';
import { readQrImage } from '../totp/readQrImage';
import { isValidTotp } from '../totp/totp';

/** The login form's fields beyond the seed's: other websites, the one-time code key, custom fields, favorite. */
export interface LoginExtraValues {
  otherWebsites: string;
  totp: string;
  customFields: VaultCustomField[];
  favorite: boolean;
}

export function validateTotpField(value: string): string | null {
  return value.trim() === '' || isValidTotp(value) ? null : vaultMessages.totpInvalid;
}

/** The lines of the "Other websites" box, trimmed, empty ones left out. */
export function otherWebsiteLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export function LoginExtraFields<T extends LoginExtraValues>({ form }: { form: UseFormReturnType<T> }) {
  const resetQr = useRef<() => void>(null);
  const typed = form as unknown as UseFormReturnType<LoginExtraValues>;
  const { customFields } = typed.values;

  const pickQr = async (file: File | null): Promise<void> => {
    resetQr.current?.();
    if (!file) return;
    const text = await readQrImage(file).catch(() => null);
    if (text === null || !isValidTotp(text)) {
      notifyOops(vaultMessages.totpQrNotFound);
      return;
    }
    typed.setFieldValue('totp', text);
  };

  return (
    <>
      <Textarea
        label={vaultMessages.otherWebsites}
        description={vaultMessages.otherWebsitesHint}
        autosize
        minRows={1}
        maxRows={5}
        {...typed.getInputProps('otherWebsites')}
      />
      <div>
        <TextInput
          label={vaultMessages.totpLabel}
          description={vaultMessages.totpHint}
          autoComplete="off"
          spellCheck={false}
          {...typed.getInputProps('totp')}
        />
        <FileButton
          resetRef={resetQr}
          accept="image/png,image/jpeg,image/gif,image/webp"
          onChange={(file) => void pickQr(file)}
        >
          {(props) => (
            <Button {...props} mt={6} size="xs" variant="light" leftSection={<IconQrcode size={14} />}>
              {vaultMessages.totpReadQr}
            </Button>
          )}
        </FileButton>
      </div>
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {vaultMessages.customFields}
        </Text>
        {customFields.map((field, index) => (
          <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              aria-label={vaultMessages.customFieldName}
              placeholder={vaultMessages.customFieldName}
              style={{ flex: 1 }}
              {...typed.getInputProps(`customFields.${index}.name`)}
            />
            <TextInput
              aria-label={vaultMessages.customFieldValue}
              placeholder={vaultMessages.customFieldValue}
              type={field.hidden ? 'password' : 'text'}
              autoComplete="off"
              style={{ flex: 1 }}
              {...typed.getInputProps(`customFields.${index}.value`)}
            />
            <Checkbox
              label={vaultMessages.customFieldHidden}
              mb={8}
              {...typed.getInputProps(`customFields.${index}.hidden`, { type: 'checkbox' })}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mb={4}
              aria-label={formatMessage(vaultMessages.removeCustomField, { name: field.name })}
              onClick={() => typed.removeListItem('customFields', index)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="subtle"
          size="xs"
          w="fit-content"
          leftSection={<IconPlus size={14} />}
          onClick={() => typed.insertListItem('customFields', { name: '', value: '', hidden: false })}
        >
          {vaultMessages.addCustomField}
        </Button>
      </Stack>
      <Checkbox
        label={vaultMessages.markFavorite}
        {...typed.getInputProps('favorite', { type: 'checkbox' })}
      />
    </>
  );
}
