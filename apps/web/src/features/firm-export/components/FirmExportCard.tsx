import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { firmExportMessages as m } from '@guru/shared';
import { useSignedIn } from '../../auth';
import { exportOwnFirm } from '../api/firmExportApi';
import { useFirmExport } from '../hooks/useFirmExport';
import { FirmExportModal } from './FirmExportModal';

/** The advisor's "Export the firm's data" (on the audit trail page, ADR 0052). */
export function FirmExportCard() {
  const { app } = useSignedIn();
  const flow = useFirmExport((pinCode) => exportOwnFirm(app, pinCode));

  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {m.cardTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {m.cardText}
        </Text>
        <Group>
          <Button leftSection={<IconFileZip size={16} aria-hidden />} onClick={flow.start}>
            {m.button}
          </Button>
        </Group>
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
