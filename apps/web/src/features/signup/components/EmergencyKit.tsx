import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconLifebuoy, IconPrinter } from '@tabler/icons-react';
import { messages } from '@guru/shared';
import { FirmLogo } from '../../../components/FirmLogo';
import { downloadTextFile, emergencyKitFileName, emergencyKitRows, emergencyKitText, type EmergencyKitData } from '../lib/emergencyKit';
import classes from './EmergencyKit.module.css';

export interface EmergencyKitProps {
  kit: EmergencyKitData;
  onContinue: () => void;
}

/**
 * The printable Emergency Kit (docs/ARCHITECTURE.md, "Password Guru"), shown once after sign-up: the recovery code
 * with who and where it belongs to. Continue waits for "I have saved my Emergency Kit".
 */
export function EmergencyKit({ kit, onContinue }: EmergencyKitProps) {
  const [saved, setSaved] = useState(false);
  // The code cannot be shown again: leaving or reloading before it is saved asks first.
  useEffect(() => {
    if (saved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [saved]);
  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.kit} data-testid="emergency-kit">
      <Stack gap="md">
        <FirmLogo height={40} withName />
        <Group gap="xs" wrap="nowrap">
          <IconLifebuoy size={28} color="var(--mantine-color-indigo-7)" aria-hidden />
          <Title order={2} size="h3">
            {messages.kitTitle}
          </Title>
        </Group>
        <Text size="sm">{messages.kitIntro}</Text>
        <div className={classes.codeBox}>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb={4}>
            {messages.kitRecoveryCode}
          </Text>
          <Text className={classes.code} data-testid="recovery-code">
            {kit.recoveryCode}
          </Text>
        </div>
        <Table withRowBorders verticalSpacing={6} horizontalSpacing={0} aria-label={messages.kitTitle}>
          <Table.Tbody>
            {emergencyKitRows(kit)
              .filter(([label]) => label !== messages.kitRecoveryCode)
              .map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th scope="row" className={classes.label}>
                    {label}
                  </Table.Th>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
        <Alert color="yellow" variant="light" p="sm">
          <Text size="sm">{messages.kitKeepSafe}</Text>
        </Alert>
        <Group gap="sm" className={classes.noPrint}>
          <Button variant="light" leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
            {messages.kitPrint}
          </Button>
          <Button
            variant="light"
            leftSection={<IconDownload size={18} />}
            onClick={() => downloadTextFile(emergencyKitFileName(kit), emergencyKitText(kit))}
          >
            {messages.kitDownload}
          </Button>
        </Group>
        <Checkbox
          className={classes.noPrint}
          checked={saved}
          onChange={(event) => setSaved(event.currentTarget.checked)}
          label={messages.kitSaved}
        />
        <Button className={classes.noPrint} size="md" fullWidth disabled={!saved} onClick={onContinue}>
          {messages.kitContinue}
        </Button>
      </Stack>
    </Paper>
  );
}
