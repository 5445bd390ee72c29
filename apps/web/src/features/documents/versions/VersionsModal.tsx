import { Alert, Badge, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconDownload, IconRestore } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  documentsViewerMessages as text,
  formatMessage,
  type DocumentRow,
  type DocumentVersion,
} from '@guru/shared';
import { errorMessage } from '../../../lib/apiClient';
import { downloadBlob } from '../../../lib/download';
import { formatDateTimeUs } from '../../../lib/format';
import { notifyOops, notifySuccess } from '../../../lib/notify';
import { documentsQueryKeys } from '../api/documentsQueries';
import { fetchVersionBlob, fetchVersions, restoreVersion } from '../api/versionsApi';
import { useDocumentsContext } from '../hooks/documentsContext';
import { formatFileSize, personName } from '../lib/documentsFormat';

export interface VersionsModalProps {
  file: DocumentRow | null;
  /** Restore is for those who may change the file. */
  canRestore: boolean;
  onClose: () => void;
}

/** A file's versions (ADR 0046): who uploaded each and when; download any, restore an older one. */
export function VersionsModal({ file, canRestore, onClose }: VersionsModalProps) {
  return (
    <Modal
      opened={file !== null}
      onClose={onClose}
      title={file ? formatMessage(text.versionsTitle, { name: file.fileName }) : ''}
      size="lg"
    >
      {file && <VersionsList file={file} canRestore={canRestore} />}
    </Modal>
  );
}

function VersionsList({ file, canRestore }: { file: DocumentRow; canRestore: boolean }) {
  const { app } = useDocumentsContext();
  const client = useQueryClient();
  const key = ['documents', 'versions', app, file.id];
  const versions = useQuery({ queryKey: key, queryFn: () => fetchVersions(app, file.id) });
  const restore = useMutation({
    mutationFn: (version: DocumentVersion) => restoreVersion(app, file.id, version.id),
    onSuccess: (list, version) => {
      client.setQueryData(key, list);
      void client.invalidateQueries({ queryKey: documentsQueryKeys.all });
      notifySuccess(formatMessage(text.versionRestored, { version: version.version }));
    },
    onError: (error) => notifyOops(errorMessage(error)),
  });
  const download = async (version: DocumentVersion) => {
    try {
      downloadBlob(await fetchVersionBlob(app, file.id, version.id), file.fileName);
    } catch (error) {
      notifyOops(errorMessage(error));
    }
  };

  if (versions.isPending)
    return (
      <Center py="lg">
        <Loader aria-label={text.versions} />
      </Center>
    );
  if (versions.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle />} title={text.versionsFailed}>
        {errorMessage(versions.error)}
      </Alert>
    );
  return (
    <Stack gap="xs" data-testid="versions-list">
      {versions.data.versions.map((version) => (
        <Group
          key={version.id}
          justify="space-between"
          wrap="wrap"
          gap="xs"
          p="xs"
          data-testid="version-row"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={600}>{formatMessage(text.versionLabel, { version: version.version })}</Text>
              {version.current && (
                <Badge color="green" variant="light">
                  {text.versionCurrent}
                </Badge>
              )}
              {version.restoredFrom !== null && (
                <Text size="xs" c="dimmed">
                  {formatMessage(text.versionRestoredFrom, { version: version.restoredFrom })}
                </Text>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {formatMessage(text.versionUploadedBy, {
                name: version.uploadedBy ? personName(version.uploadedBy) : text.versionFormerUser,
                date: formatDateTimeUs(version.createdAt),
              })}
              {' · '}
              {formatFileSize(version.size)}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload size={14} />}
              aria-label={formatMessage(text.versionDownload, { version: version.version })}
              onClick={() => void download(version)}
            >
              {text.previewDownload}
            </Button>
            {canRestore && !version.current && (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconRestore size={14} />}
                loading={restore.isPending && restore.variables.id === version.id}
                onClick={() => restore.mutate(version)}
              >
                {formatMessage(text.versionRestore, { version: version.version })}
              </Button>
            )}
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
