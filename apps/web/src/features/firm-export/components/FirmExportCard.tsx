import { useState } from 'react';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { firmExportMessages as m } from '@guru/shared';
import { downloadBlob } from '../../../lib/download';
import { useSignedIn } from '../../auth';
import { exportFileName, exportOwnFirm } from '../api/firmExportApi';
import { FirmExportModal } from './FirmExportModal';

/** The advisor's "Export the firm's data" (on the audit trail page, ADR 0052). */
export function FirmExportCard() {
  const { app } = useSignedIn();
  const [opened, setOpened] = useState(false);
  const [done, setDone] = useState(false);

  const confirm = async (pinCode: string) => {
    const file = await exportOwnFirm(app, pinCode);
    downloadBlob(file.blob, exportFileName(file));
    setOpened(false);
    setDone(true);
  };

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
          <Button
            leftSection={<IconFileZip size={16} aria-hidden />}
            onClick={() => {
              setDone(false);
              setOpened(true);
            }}
          >
            {m.button}
          </Button>
        </Group>
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
