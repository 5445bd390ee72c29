import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import {
  API_PREFIX,
  documentLinksMessages as m,
  formatMessage,
  type DocumentLinkContents,
} from '@guru/shared';
import { errorMessage, isApiError } from '../../../lib/apiClient';
import { CodeInput } from '../../../components/CodeInput';
import { useBranding } from '../../../lib/branding';
import { formatDateUs } from '../../../lib/format';
import { fetchLinkContents, linkDownloadUrl, openLink, verifyLink } from '../api/requestsApi';

type Step =
  | { kind: 'loading' }
  | { kind: 'start' }
  | { kind: 'code'; maskedEmail: string; firmName: string }
  | { kind: 'open'; contents: DocumentLinkContents }
  | { kind: 'unavailable'; message: string };

/** The link's token: after `#`, which the browser never sends to the server. */
function tokenOfLocation(): string {
  return window.location.hash.replace(/^#/, '');
}

/**
 * /shared-link#token: a person without an account opens what an advisor sent them. The firm's page
 * (EntryLayout: its logo and name); a code is e-mailed to the link's address, and once it is entered
 * the files download through this browser's short session (an httpOnly cookie).
 */
export function OutsiderLinkPage() {
  const [token] = useState(tokenOfLocation);
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const firmName = useBranding().data?.name ?? '';

  useEffect(() => {
    let live = true;
    fetchLinkContents()
      .then((contents) => live && setStep({ kind: 'open', contents }))
      .catch((err: unknown) => {
        if (!live) return;
        if (token.length === 0) setStep({ kind: 'unavailable', message: m.linkUnavailable });
        else if (isApiError(err, 'NOT_FOUND')) setStep({ kind: 'unavailable', message: errorMessage(err) });
        else setStep({ kind: 'start' });
      });
    return () => {
      live = false;
    };
  }, [token]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (err) {
      if (isApiError(err, 'NOT_FOUND')) setStep({ kind: 'unavailable', message: errorMessage(err) });
      else setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const sendCode = () =>
    run(async () => {
      const opened = await openLink(token);
      setStep({ kind: 'code', ...opened });
    });
  const verify = () =>
    run(async () => {
      const contents = await verifyLink(token, code);
      setStep({ kind: 'open', contents });
    });
  const refresh = () =>
    void fetchLinkContents()
      .then((contents) => setStep({ kind: 'open', contents }))
      .catch((err: unknown) => setStep({ kind: 'unavailable', message: errorMessage(err) }));

  return (
    <Card withBorder radius="lg" padding="xl">
      <Stack gap="md">
        {step.kind === 'unavailable' && (
          <Alert color="red" title={step.message} role="alert">
            {null}
          </Alert>
        )}
        {step.kind === 'start' && (
          <>
            <Title order={1} size="h3">
              {formatMessage(m.openTitle, { firm: firmName })}
            </Title>
            <Button onClick={() => void sendCode()} loading={busy}>
              {m.sendCode}
            </Button>
          </>
        )}
        {step.kind === 'code' && (
          <>
            <Title order={1} size="h3">
              {formatMessage(m.openTitle, { firm: step.firmName })}
            </Title>
            <Text size="sm">{formatMessage(m.codeSent, { email: step.maskedEmail })}</Text>
            <CodeInput length={6} label={m.codeLabel} onChange={setCode} autoFocus />
            <Group justify="space-between">
              <Anchor component="button" type="button" size="sm" onClick={() => void sendCode()}>
                {m.sendCode}
              </Anchor>
              <Button onClick={() => void verify()} loading={busy} disabled={code.length !== 6}>
                {m.verify}
              </Button>
            </Group>
          </>
        )}
        {step.kind === 'open' && <LinkFiles contents={step.contents} onDownloaded={refresh} />}
        {error !== null && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function LinkFiles({ contents, onDownloaded }: { contents: DocumentLinkContents; onDownloaded: () => void }) {
  return (
    <Stack gap="sm">
      <Title order={1} size="h3">
        {formatMessage(m.openTitle, { firm: contents.firmName })}
      </Title>
      <Text size="sm" c="dimmed">
        {formatMessage(m.expiresOn, { date: formatDateUs(contents.expiresAt) })}
      </Text>
      <Text fw={600}>{m.filesTitle}</Text>
      {contents.files.map((file) => (
        <Group key={file.id} justify="space-between" wrap="nowrap" gap="sm" data-testid="link-file">
          <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {file.fileName}
          </Text>
          <Button
            component="a"
            href={linkDownloadUrl(file.id, API_PREFIX)}
            download={file.fileName}
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} />}
            onClick={() => window.setTimeout(onDownloaded, 1_000)}
          >
            {m.download}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
