import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  Group,
  Input,
  PasswordInput,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconCopy, IconPencil, IconStarFilled } from '@tabler/icons-react';
import { messages, vaultMessages } from '@guru/shared';
import { useCopyPassword } from '../hooks/useCopyPassword';
import { formatDateTimeUs } from '../../../lib/format';
import type { OpenedEntry } from '../lib/passwordsTypes';
import { WebsiteLink } from './WebsiteLink';
import { LoginDetailExtras, TypedDetailFields } from './EntryDetailExtras';

export interface PasswordDetailCardProps {
  entry: OpenedEntry;
  folderName: string;
  onEdit: () => void;
}

/**
 * The read-only "Password Detail" card (seed section 2 "Password detail" and "Password form"); an entry of
 * another type shows its own fields in the same card.
 */
export function PasswordDetailCard({ entry, folderName, onEdit }: PasswordDetailCardProps) {
  const type = entry.record.type;
  return (
    <Card withBorder radius="lg" padding="xl" data-testid="password-detail">
      <Group justify="space-between" mb="lg">
        <Group gap="xs">
          <Title order={1} size="h3">
            {type === 'login' ? messages.passwordsPasswordDetail : vaultMessages.detailTitles[type]}
          </Title>
          {entry.favorite && (
            <IconStarFilled
              size={18}
              color="var(--mantine-color-yellow-6)"
              aria-label={vaultMessages.favorite}
            />
          )}
        </Group>
        <Button leftSection={<IconPencil size={16} />} onClick={onEdit}>
          {messages.passwordsEdit}
        </Button>
      </Group>
      <Stack gap="md">
        <TextInput label={messages.passwordsEntityName} value={entry.name} readOnly />
        {type === 'login' ? <LoginFields entry={entry} /> : <TypedDetailFields entry={entry} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={messages.passwordsFolderLabel} value={folderName} readOnly />
          <TextInput
            label={messages.passwordsColumnLastUpdated}
            value={formatDateTimeUs(entry.updatedAt)}
            readOnly
          />
        </SimpleGrid>
        <Textarea
          label={messages.passwordsNotes}
          value={entry.note}
          readOnly
          autosize
          minRows={2}
          maxRows={10}
        />
        {type === 'login' && <LoginDetailExtras entry={entry} />}
      </Stack>
    </Card>
  );
}

/** The seed's login fields: website, username, password. */
function LoginFields({ entry }: { entry: OpenedEntry }) {
  const copyPassword = useCopyPassword();
  const [visible, setVisible] = useState(false);
  return (
    <>
      <Input.Wrapper label={messages.passwordsColumnWebsite}>
        <Box
          px={12}
          mih={36}
          style={{
            display: 'flex',
            alignItems: 'center',
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 'var(--mantine-radius-md)',
            background: 'var(--mantine-color-body)',
          }}
        >
          <WebsiteLink website={entry.website} isWebsite={entry.isWebsite} />
        </Box>
      </Input.Wrapper>
      <TextInput label={messages.passwordsUsername} value={entry.username} readOnly />
      <div>
        <PasswordInput
          label={messages.passwordLabel}
          value={entry.password}
          readOnly
          visible={visible}
          onVisibilityChange={setVisible}
          visibilityToggleButtonProps={{ 'aria-label': messages.toggleVisibility }}
          styles={{
            input: { fontFamily: visible ? 'ui-monospace, SFMono-Regular, Menlo, monospace' : undefined },
          }}
        />
        <Button
          mt={6}
          variant="light"
          size="xs"
          leftSection={<IconCopy size={14} />}
          onClick={() => copyPassword(entry.password)}
        >
          {messages.passwordsCopyPassword}
        </Button>
      </div>
    </>
  );
}
