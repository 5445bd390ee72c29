import type { ReactNode } from 'react';
import { ActionIcon, Badge, Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconX } from '@tabler/icons-react';
import { documentsScreenMessages as text, formatMessage } from '@guru/shared';
import type { UploadQueueControls } from '../hooks/useUploadQueue';
import { formatFileSize } from '../lib/documentsFormat';
import { UploadStatus, isFinished, uploadPercent, type UploadItem } from '../lib/uploadQueue';

function statusLabel(item: UploadItem): { label: string; color: string } {
  if (item.status === UploadStatus.uploading && item.paused)
    return { label: text.uploadStatusPaused, color: 'yellow' };
  switch (item.status) {
    case UploadStatus.added:
      return { label: text.uploadStatusAdded, color: 'gray' };
    case UploadStatus.queued:
      return { label: text.uploadStatusQueued, color: 'gray' };
    case UploadStatus.uploading:
      return { label: text.uploadStatusUploading, color: 'indigo' };
    case UploadStatus.canceled:
      return { label: text.uploadStatusCanceled, color: 'gray' };
    case UploadStatus.error:
      return { label: text.uploadStatusError, color: 'red' };
    case UploadStatus.success:
      return { label: text.uploadStatusSuccess, color: 'teal' };
  }
}

/** A row button: its visible title is the action, its accessible name the action and the file. */
function IconButton({
  label,
  name,
  onClick,
  children,
}: {
  label: string;
  name: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <ActionIcon variant="subtle" color="gray" aria-label={`${label} ${name}`} title={label} onClick={onClick}>
      {children}
    </ActionIcon>
  );
}

function UploadRow({ item, queue }: { item: UploadItem; queue: UploadQueueControls }) {
  const status = statusLabel(item);
  const percent = uploadPercent(item);
  const active = !isFinished(item);
  return (
    <Stack gap={4} data-testid="upload-item" data-status={item.status}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {item.fileName}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatFileSize(item.size)}
          </Text>
          <Badge size="sm" variant="light" color={status.color} tt="none">
            {status.label}
          </Badge>
          {item.status === UploadStatus.uploading && (
            <Text size="xs" c="dimmed" data-testid="upload-percent">
              {formatMessage(text.uploadPercent, { percent })}
            </Text>
          )}
        </Group>
        <Group gap={2} wrap="nowrap">
          {item.status === UploadStatus.uploading && !item.paused && (
            <IconButton label={text.pause} name={item.fileName} onClick={() => queue.pause(item.id)}>
              <IconPlayerPause size={16} />
            </IconButton>
          )}
          {item.status === UploadStatus.uploading && item.paused && (
            <IconButton label={text.resume} name={item.fileName} onClick={() => queue.resume(item.id)}>
              <IconPlayerPlay size={16} />
            </IconButton>
          )}
          <IconButton
            label={active ? text.cancel : text.remove}
            name={item.fileName}
            onClick={() => (active ? queue.cancel(item.id) : queue.remove(item.id))}
          >
            <IconX size={16} />
          </IconButton>
        </Group>
      </Group>
      {(active || item.status === UploadStatus.success) && (
        <Progress
          value={percent}
          size="md"
          radius="xl"
          color={item.status === UploadStatus.success ? 'teal' : 'indigo'}
          animated={item.status === UploadStatus.uploading && !item.paused}
          aria-label={formatMessage(text.uploadProgress, { name: item.fileName })}
        />
      )}
      {item.error && (
        <Text
          size="xs"
          c={item.status === UploadStatus.canceled ? 'dimmed' : 'red'}
          role={item.status === UploadStatus.error ? 'alert' : undefined}
        >
          {item.error}
        </Text>
      )}
    </Stack>
  );
}

/** One progress bar per file, with pause, resume and cancel (seed 001 section 4 statuses). */
export function UploadQueuePanel({ queue }: { queue: UploadQueueControls }) {
  if (queue.items.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="md" aria-label={text.uploadsTitle} component="section">
      <Group justify="space-between" mb="xs">
        <Text fw={700}>{text.uploadsTitle}</Text>
        {queue.items.some(isFinished) && (
          <Button size="compact-xs" variant="subtle" onClick={queue.clearFinished}>
            {text.clearFinished}
          </Button>
        )}
      </Group>
      <Stack gap="sm">
        {queue.items.map((item) => (
          <UploadRow key={item.id} item={item} queue={queue} />
        ))}
      </Stack>
    </Card>
  );
}
