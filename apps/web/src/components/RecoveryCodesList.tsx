import { Button, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCopy, IconDownload, IconPrinter } from '@tabler/icons-react';
import { recoveryMessages } from '@guru/shared';
import { downloadBlob } from '../lib/download';

/** A new set of authenticator recovery codes, shown once: copy, download or print. */
export function RecoveryCodesList({ codes, username }: { codes: string[]; username?: string }) {
  const text = `${recoveryMessages.totpCodesTitle}${username ? ` (${username})` : ''}\n\n${codes.join('\n')}\n`;
  return (
    <Stack gap="sm">
      <Text size="sm">{recoveryMessages.totpCodesIntro}</Text>
      <SimpleGrid
        cols={2}
        spacing="xs"
        data-testid="totp-recovery-codes"
        aria-label={recoveryMessages.totpCodesTitle}
      >
        {codes.map((code) => (
          <Text
            key={code}
            ff="monospace"
            fw={600}
            ta="center"
            py={4}
            bg="var(--mantine-color-gray-0)"
            style={{ borderRadius: 6 }}
          >
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Group gap="xs" justify="center">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="light" size="xs" leftSection={<IconCopy size={14} />} onClick={copy}>
              {copied ? recoveryMessages.totpCodesCopied : recoveryMessages.totpCodesCopy}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconDownload size={14} />}
          onClick={() =>
            downloadBlob(
              new Blob([text], { type: 'text/plain' }),
              username ? `guru-suite-recovery-codes-${username}.txt` : 'guru-suite-recovery-codes.txt',
            )
          }
        >
          {recoveryMessages.totpCodesDownload}
        </Button>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPrinter size={14} />}
          onClick={() => window.print()}
        >
          {recoveryMessages.totpCodesPrint}
        </Button>
      </Group>
    </Stack>
  );
}
