import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconHeartHandshake, IconPrinter } from '@tabler/icons-react';
import { emergencyMessages as m, formatMessage } from '@guru/shared';
import { FirmLogo } from '../../../components/FirmLogo';
import { downloadBlob } from '../../../lib/download';
import {
  emergencyAccessKitFileName,
  emergencyAccessKitRows,
  emergencyAccessKitText,
  emergencyKitHowTo,
  type EmergencyAccessKitData,
} from '../lib/emergencyAccessKit';
import classes from './EmergencyAccessKit.module.css';

/**
 * The printable Emergency Access Kit (ADR 0021), shown once after the contact is saved: the share C as the
 * kit code, the link with the kit's id and the instructions for the contact. It is made and kept in this
 * browser only; Done waits for "I have saved the Emergency Access Kit".
 */
export function EmergencyAccessKit({ kit, onDone }: { kit: EmergencyAccessKitData; onDone: () => void }) {
  const [saved, setSaved] = useState(false);
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    card.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  // The code cannot be shown again: leaving or reloading before it is saved asks first.
  useEffect(() => {
    if (saved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [saved]);
  return (
    <Paper ref={card} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} className={classes.kit} style={{ scrollMarginTop: 88 }} data-testid="emergency-access-kit">
      <Stack gap="md">
        <FirmLogo height={36} withName />
        <Group gap="xs" wrap="nowrap">
          <IconHeartHandshake size={28} color="var(--mantine-color-indigo-7)" aria-hidden />
          <Title order={2} size="h3">
            {m.kitTitle}
          </Title>
        </Group>
        <Text size="sm">{formatMessage(m.kitIntro, { name: kit.clientName })}</Text>
        <div className={classes.codeBox}>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb={4}>
            {m.kitCode}
          </Text>
          <Text className={classes.code} data-testid="emergency-kit-code">
            {kit.kitCode}
          </Text>
        </div>
        <Table withRowBorders verticalSpacing={6} horizontalSpacing={0} aria-label={m.kitTitle}>
          <Table.Tbody>
            {emergencyAccessKitRows(kit).map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" className={classes.label}>
                  {label}
                </Table.Th>
                <Table.Td style={{ wordBreak: 'break-all' }} data-testid={label === m.kitLink ? 'emergency-kit-link' : undefined}>
                  {value}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm">{emergencyKitHowTo(kit)}</Text>
        <Alert color="yellow" variant="light" p="sm">
          <Text size="sm">{m.kitKeepSafe}</Text>
        </Alert>
        <Group gap="sm" className={classes.noPrint}>
          <Button variant="light" leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
            {m.kitPrint}
          </Button>
          <Button variant="light" leftSection={<IconDownload size={18} />} onClick={() => downloadBlob(new Blob([emergencyAccessKitText(kit)], { type: 'text/plain;charset=utf-8' }), emergencyAccessKitFileName(kit))}>
            {m.kitDownload}
          </Button>
        </Group>
        <Checkbox className={classes.noPrint} checked={saved} onChange={(event) => setSaved(event.currentTarget.checked)} label={m.kitSavedCheck} />
        <Button className={classes.noPrint} fullWidth disabled={!saved} onClick={onDone}>
          {m.kitDone}
        </Button>
      </Stack>
    </Paper>
  );
}
