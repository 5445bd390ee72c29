import { List, Radio, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatMessage, importMessages as t } from '@guru/shared';
import type { ImportPreview } from '../import/importPlan';
import { counted, positionText, reasonText, typeNames } from '../import/importTexts';

type Ready = Extract<ImportPreview, { kind: 'ok' }>;

export interface ForeignImportPreviewProps {
  preview: Ready;
  skipExisting: boolean;
  onSkipExistingChange: (skip: boolean) => void;
}

/** What an import will do: entries by type and by folder, what is skipped and why, and those already in the vault. */
export function ForeignImportPreview({
  preview,
  skipExisting,
  onSkipExistingChange,
}: ForeignImportPreviewProps) {
  const hidden = preview.skippedCount - preview.skipped.length;
  return (
    <Stack gap="sm" data-testid="import-preview">
      <Text fw={600}>
        {preview.total === 0 ? t.previewNone : counted(preview.total, t.previewOne, t.previewMany)}
      </Text>
      {preview.total > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <CountTable
            title={t.byTypeTitle}
            testId="import-by-type"
            rows={preview.byType.map(([type, count]) => [typeNames[type], count])}
          />
          <CountTable
            title={t.byFolderTitle}
            testId="import-by-folder"
            rows={preview.byFolder.map(([folder, count]) => [folder ?? t.noFolder, count])}
          />
        </SimpleGrid>
      )}
      {preview.skippedCount > 0 && (
        <Stack gap={4}>
          <Text size="sm">{counted(preview.skippedCount, t.skippedOne, t.skippedMany)}</Text>
          <List
            size="sm"
            spacing={2}
            data-testid="import-skipped"
            style={{ maxHeight: 160, overflowY: 'auto' }}
          >
            {preview.skipped.map((skip) => (
              <List.Item key={`${skip.position.kind}-${positionText(skip.position)}`}>
                {positionText(skip.position)}
                {skip.name === '' ? '' : ` (${skip.name})`}: {reasonText(skip.reason)}
              </List.Item>
            ))}
          </List>
          {hidden > 0 && (
            <Text size="sm" c="dimmed">
              {formatMessage(t.skippedMore, { count: hidden })}
            </Text>
          )}
        </Stack>
      )}
      {preview.existing > 0 && (
        <Stack gap={6}>
          <Text size="sm" data-testid="import-existing">
            {counted(preview.existing, t.existingOne, t.existingMany)}
          </Text>
          <Radio.Group
            value={skipExisting ? 'skip' : 'keep'}
            onChange={(value) => onSkipExistingChange(value === 'skip')}
          >
            <Stack gap={6}>
              <Radio value="skip" label={t.skipExisting} />
              <Radio value="keep" label={t.keepBoth} />
            </Stack>
          </Radio.Group>
        </Stack>
      )}
    </Stack>
  );
}

function CountTable({
  title,
  rows,
  testId,
}: {
  title: string;
  rows: Array<[string, number]>;
  testId: string;
}) {
  return (
    <Stack gap={4}>
      <Title order={5}>{title}</Title>
      <Table withRowBorders={false} verticalSpacing={2} data-testid={testId}>
        <Table.Tbody>
          {rows.map(([label, count]) => (
            <Table.Tr key={label}>
              <Table.Td style={{ wordBreak: 'break-word' }}>{label}</Table.Td>
              <Table.Td ta="right">{count}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
