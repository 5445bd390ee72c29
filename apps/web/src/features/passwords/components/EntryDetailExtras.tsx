import { useState } from 'react';
import { Button, Input, PasswordInput, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconCopy, IconHistory } from '@tabler/icons-react';
import { AppType, formatMessage, messages, vaultMessages } from '@guru/shared';
import { PinModal } from '../../../components/PinModal';
import { formatDateTimeUs } from '../../../lib/format';
import { PinOutcome, usePinErrorHandler } from '../../auth';
import { confirmPinCode } from '../api/passwordsApi';
import { copySecret } from '../lib/clipboard';
import { accountTypeOptions, typedFields, typedValuesOf, type NonLoginType } from '../lib/itemTypeFields';
import { notifyOops, notifySuccess } from '../lib/notify';
import type { OpenedEntry } from '../lib/passwordsTypes';
import { TotpCodeView } from '../totp/TotpCodeView';
import { WebsiteLink } from './WebsiteLink';
import { isWebsite } from '../lib/website';

function copyField(label: string, value: string): void {
  copySecret(value).then(
    () => notifySuccess(formatMessage(vaultMessages.fieldCopied, { field: label })),
    () => notifyOops(messages.passwordsCopyFailed),
  );
}

/** A read-only secret with show / hide and copy. */
function SecretValue({ label, value }: { label: string; value: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <div>
      <PasswordInput
        label={label}
        value={value}
        readOnly
        visible={visible}
        onVisibilityChange={setVisible}
        visibilityToggleButtonProps={{ 'aria-label': messages.toggleVisibility }}
      />
      <Button
        mt={6}
        variant="light"
        size="xs"
        leftSection={<IconCopy size={14} />}
        disabled={value === ''}
        onClick={() => copyField(label, value)}
      >
        {formatMessage(vaultMessages.copyField, { field: label })}
      </Button>
    </div>
  );
}

/** A login's other websites, one-time code, custom fields and password history (the history asks for the PIN). */
export function LoginDetailExtras({ entry }: { entry: OpenedEntry }) {
  if (entry.record.type !== 'login') return null;
  const { urls, totp, customFields } = entry.record;
  return (
    <>
      {urls.length > 1 && (
        <Input.Wrapper label={vaultMessages.otherWebsites}>
          <Stack gap={4} mt={4}>
            {urls.slice(1).map((url, index) => (
              <WebsiteLink key={index} website={url} isWebsite={isWebsite(url)} />
            ))}
          </Stack>
        </Input.Wrapper>
      )}
      {totp !== '' && (
        <Input.Wrapper label={vaultMessages.totpCurrentCode}>
          <TotpCodeView value={totp} />
        </Input.Wrapper>
      )}
      {customFields.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {customFields.map((field, index) =>
            field.hidden ? (
              <SecretValue key={index} label={field.name} value={field.value} />
            ) : (
              <TextInput key={index} label={field.name} value={field.value} readOnly />
            ),
          )}
        </SimpleGrid>
      )}
      <PasswordHistory entry={entry} />
    </>
  );
}

/** The last passwords of a login with their dates, shown only after the PIN. */
function PasswordHistory({ entry }: { entry: OpenedEntry }) {
  const [asking, setAsking] = useState(false);
  const [shown, setShown] = useState(false);
  const handlePinError = usePinErrorHandler(AppType.password);
  if (!shown)
    return (
      <>
        <Button
          variant="subtle"
          size="xs"
          w="fit-content"
          leftSection={<IconHistory size={14} />}
          onClick={() => setAsking(true)}
        >
          {vaultMessages.historyShow}
        </Button>
        <PinModal
          opened={asking}
          onSubmit={async (pinCode) => {
            try {
              await confirmPinCode(pinCode);
            } catch (error) {
              if (handlePinError(error) === PinOutcome.ended) setAsking(false);
              return false;
            }
            setAsking(false);
            setShown(true);
            return true;
          }}
          onCancel={() => setAsking(false)}
        />
      </>
    );
  return (
    <Input.Wrapper label={vaultMessages.historyTitle}>
      {entry.history.length === 0 ? (
        <Text size="sm" c="dimmed">
          {vaultMessages.historyEmpty}
        </Text>
      ) : (
        <Table data-testid="password-history" withRowBorders>
          <Table.Tbody>
            {entry.history.map((old, index) => (
              <Table.Tr key={index}>
                <Table.Td ff="monospace" style={{ wordBreak: 'break-all' }}>
                  {old.password}
                </Table.Td>
                <Table.Td c="dimmed" fz="sm">
                  {formatMessage(vaultMessages.historyChangedOn, { date: formatDateTimeUs(old.changedAt) })}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Input.Wrapper>
  );
}

/** The fields of a note, card, identity or financial account, read-only; hidden ones behind show / copy. */
export function TypedDetailFields({ entry }: { entry: OpenedEntry }) {
  const type = entry.record.type;
  if (type === 'login') return null;
  const values = typedValuesOf(entry.record);
  const fields = typedFields[type as NonLoginType].filter((field) => values[field.key] !== '');
  if (fields.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {fields.map((field) => {
        const label = vaultMessages.fieldLabels[field.key];
        const value = values[field.key] ?? '';
        if (field.kind === 'secret') return <SecretValue key={field.key} label={label} value={value} />;
        const shown =
          field.kind === 'accountType'
            ? (accountTypeOptions.find((option) => option.value === value)?.label ?? value)
            : value;
        return <TextInput key={field.key} label={label} value={shown} readOnly />;
      })}
    </SimpleGrid>
  );
}
