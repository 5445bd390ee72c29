import { useState } from 'react';
import { Alert, Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { firmExportLimits, firmExportMessages as m } from '@guru/shared';
import { downloadBlob } from '../../../lib/download';
import { useSignedIn } from '../../auth';
import { exportFileName, exportFirmFor } from '../api/firmExportApi';
import { FirmExportModal } from './FirmExportModal';

/** The provider's export of a firm's data, on the firm's request (firm detail, ADR 0052). */
export function ProviderFirmExportCard({ firmId }: { firmId: string }) {
  const { app } = useSignedIn();
  const [reference, setReference] = useState('');
  const [opened, setOpened] = useState(false);
  const [done, setDone] = useState(false);

  const confirm = async (pinCode: string) => {
    const file = await exportFirmFor(app, firmId, pinCode, reference.trim());
    downloadBlob(file.blob, exportFileName(file));
    setOpened(false);
    setDone(true);
  };

  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {m.providerCardTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {m.providerCardText}
        </Text>
        <TextInput
          label={m.providerReference}
          description={m.providerReferenceHint}
          value={reference}
          maxLength={firmExportLimits.referenceMax}
          onChange={(e) => setReference(e.currentTarget.value)}
          maw={480}
        />
        <div>
          <Button
            leftSection={<IconFileZip size={16} aria-hidden />}
            disabled={reference.trim() === ''}
            onClick={() => {
              setDone(false);
              setOpened(true);
            }}
          >
            {m.button}
          </Button>
        </div>
        {done && (
          <Alert color="teal" role="status">
            {m.done}
          </Alert>
        )}
      </Stack>
      <FirmExportModal opened={opened} onConfirm={confirm} onClose={() => setOpened(false)} />
    </Card>
  );
}
