import { useState } from 'react';
import { Alert, Anchor, Badge, Card, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { IconAlertCircle } from '@tabler/icons-react';
import {
  businessMessages,
  formatMessage,
  messages,
  incidentNoticesMessages,
  incidentNoticesWebRoutes,
  outgoingMessages,
  outgoingMessagesPaths,
} from '@guru/shared';
import { DataTablePagination } from '../../../components/DataTablePagination';
import { errorMessage } from '../../../lib/apiClient';
import { downloadBlob } from '../../../lib/download';
import { notifyOops } from '../../../lib/notify';
import { useSignedIn } from '../../auth';
import { exportNewsletter } from '../api/newsletterExport';
import { useFirmList } from '../hooks/useFirmList';
import { firmPageSizes } from '../lib/firmPaging';
import { CreateFirmModal } from './CreateFirmModal';
import { FirmsTable } from './FirmsTable';
import { FirmsToolbar } from './FirmsToolbar';
import { ProviderLayout } from './ProviderLayout';

/** /admin: the provider console's home, the advisor firms with their subscriptions. */
export function ProviderHomePage() {
  const { app } = useSignedIn();
  const list = useFirmList();
  const [creating, setCreating] = useState(false);
  const [exporting, setExporting] = useState(false);

  const onExportNewsletter = () => {
    setExporting(true);
    exportNewsletter(app)
      .then((file) => downloadBlob(file.blob, file.fileName))
      .catch((error: unknown) => notifyOops(errorMessage(error)))
      .finally(() => setExporting(false));
  };

  return (
    <ProviderLayout>
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1} size="h2">
            {messages.providerConsoleTitle}
          </Title>
          <Group gap="lg">
            <Anchor component={Link} to={incidentNoticesWebRoutes.provider}>
              {incidentNoticesMessages.navLink}
            </Anchor>
            <Anchor component={Link} to={outgoingMessagesPaths.page}>
              {outgoingMessages.homeLink}
            </Anchor>
          </Group>
        </Group>
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Group justify="space-between">
              <Title order={2} size="h4">
                {messages.firmsHeading}
              </Title>
              {list.query.data && <Badge variant="light">{list.total}</Badge>}
            </Group>
            <FirmsToolbar
              status={list.status}
              exporting={exporting}
              onQueryChange={list.setQuery}
              onStatusChange={list.setStatus}
              onCreate={() => setCreating(true)}
              onExportNewsletter={onExportNewsletter}
            />
            {list.query.isError && (
              <Alert color="red" icon={<IconAlertCircle />}>
                {errorMessage(list.query.error)}
              </Alert>
            )}
            <FirmsTable
              firms={list.query.data?.results}
              loading={list.query.isFetching}
              emptyText={list.filtered ? businessMessages.providerNoMatch : messages.noFirms}
            />
            <DataTablePagination
              page={list.page}
              pageCount={list.pageCount}
              total={list.total}
              from={list.from}
              to={list.to}
              pageSize={list.pageSize}
              pageSizes={firmPageSizes}
              onPageChange={list.setPage}
              onPageSizeChange={list.setPageSize}
              rangeLabel={formatMessage(businessMessages.providerFirmsPageInfo, {
                from: list.from,
                to: list.to,
                total: list.total,
              })}
            />
          </Stack>
        </Card>
      </Stack>
      <CreateFirmModal opened={creating} onClose={() => setCreating(false)} />
    </ProviderLayout>
  );
}
