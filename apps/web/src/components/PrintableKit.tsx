import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Checkbox, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { FirmLogo } from './FirmLogo';
import classes from './PrintableKit.module.css';

/** The words a printable kit shows around its code and rows. */
export interface PrintableKitLabels {
  title: string;
  codeLabel: string;
  keepSafe: string;
  print: string;
  download: string;
  savedCheck: string;
  done: string;
}

export interface PrintableKitProps {
  labels: PrintableKitLabels;
  /** The icon beside the title. */
  icon: ReactNode;
  intro: ReactNode;
  /** The code that cannot be shown again. */
  code: string;
  codeTestId: string;
  /** Label and value rows of the table under the code. */
  rows: ReadonlyArray<readonly [string, string]>;
  /** A data-testid for the value cell of some rows, by label. */
  valueTestIds?: Readonly<Record<string, string>>;
  onDownload: () => void;
  onDone: () => void;
  /** Shown inside a page's section: a lighter frame, long values broken anywhere, scrolled into view when shown. */
  inline?: boolean;
  testId: string;
  /** Shown between the rows and the keep-safe warning. */
  children?: ReactNode;
}

/**
 * The frame of a printable kit shown once: the code, its rows, print and download, and a done button that waits
 * for "I have saved it". Leaving or reloading before it is saved asks first; printing shows the kit alone.
 */
export function PrintableKit({
  labels,
  icon,
  intro,
  code,
  codeTestId,
  rows,
  valueTestIds,
  onDownload,
  onDone,
  inline = false,
  testId,
  children,
}: PrintableKitProps) {
  const [saved, setSaved] = useState(false);
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (inline) card.current?.scrollIntoView?.({ block: 'start' });
  }, [inline]);
  // The code cannot be shown again: leaving or reloading before it is saved asks first.
  useEffect(() => {
    if (saved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [saved]);
  return (
    <Paper
      ref={card}
      withBorder
      shadow={inline ? undefined : 'sm'}
      radius="lg"
      p={inline ? { base: 'md', sm: 'lg' } : { base: 'lg', sm: 'xl' }}
      className={classes.kit}
      style={inline ? { scrollMarginTop: 88 } : undefined}
      data-testid={testId}
    >
      <Stack gap="md">
        <FirmLogo height={inline ? 36 : 40} withName />
        <Group gap="xs" wrap="nowrap">
          {icon}
          <Title order={2} size="h3">
            {labels.title}
          </Title>
        </Group>
        <Text size="sm">{intro}</Text>
        <div className={classes.codeBox}>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb={4}>
            {labels.codeLabel}
          </Text>
          <Text className={classes.code} data-testid={codeTestId}>
            {code}
          </Text>
        </div>
        <Table withRowBorders verticalSpacing={6} horizontalSpacing={0} aria-label={labels.title}>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" className={classes.label}>
                  {label}
                </Table.Th>
                <Table.Td
                  style={inline ? { wordBreak: 'break-all' } : undefined}
                  data-testid={valueTestIds?.[label]}
                >
                  {value}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {children}
        <Alert color="yellow" variant="light" p="sm">
          <Text size="sm">{labels.keepSafe}</Text>
        </Alert>
        <Group gap="sm" className={classes.noPrint}>
          <Button variant="light" leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
            {labels.print}
          </Button>
          <Button variant="light" leftSection={<IconDownload size={18} />} onClick={onDownload}>
            {labels.download}
          </Button>
        </Group>
        <Checkbox
          className={classes.noPrint}
          checked={saved}
          onChange={(event) => setSaved(event.currentTarget.checked)}
          label={labels.savedCheck}
        />
        <Button
          className={classes.noPrint}
          size={inline ? undefined : 'md'}
          fullWidth
          disabled={!saved}
          onClick={onDone}
        >
          {labels.done}
        </Button>
      </Stack>
    </Paper>
  );
}
