import { useState } from 'react';
import { Alert, Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { firmExportLimits, firmExportMessages as m } from '@guru/shared';
import { useSignedIn } from '../../auth';
import { exportFirmFor } from '../api/firmExportApi';
import { useFirmExport } from '../hooks/useFirmExport';
import { FirmExportModal } from './FirmExportModal';

/** The provider's export of a firm's data, on the firm's request (firm detail, ADR 0052). */
export function ProviderFirmExportCard({ firmId }: { firmId: string }) {
  const { app } = useSignedIn();
  const [reference, setReference] = useState('');
  const flow = useFirmExport((pinCode) => exportFirmFor(app, firmId, pinCode, reference.trim()));

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
            onClick={flow.start}
          >
            {m.button}
          </Button>
        </div>
        {flow.done && (
          <Alert color="teal" role="status">
            {m.done}
          </Alert>
        )}
      </Stack>
      <FirmExportModal opened={flow.opened} onConfirm={flow.confirm} onClose={flow.close} />
    </Card>
  );
}
