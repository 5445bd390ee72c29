import { Alert, Anchor, Card, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconEyeOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { messages, webRoutes, formatMessage, type ClientSortField } from '@guru/shared';
import { useSignedIn } from '../auth';
import {
  ClientBottomBar,
  ClientTable,
  ClientBreadcrumb,
  useClientList,
  useClientListState,
} from '../clients';
import { firmDetailQuery } from './api/providerApi';
import { ProviderLayout } from './components/ProviderLayout';

/** The provider cannot sort by what it cannot see (the masked name and e-mail). */
const providerSortable: readonly ClientSortField[] = ['createdAt', 'status', 'lastLogged'];

/**
 * /admin/firms/:firmId/clients: a firm's Client Management as the provider may see it: names and
 * e-mails masked by the server, no search, no selection, no actions (read-only).
 */
export function ProviderFirmClientsPage() {
  const { firmId = '' } = useParams();
  const { app } = useSignedIn();
  const firm = useQuery(firmDetailQuery(app, firmId));
  const firmName = firm.data?.firm.name ?? '';
  const controls = useClientListState();
  const { state } = controls;
  const list = useClientList({ kind: 'provider', firmId }, controls);

  return (
    <ProviderLayout>
      <Stack gap="md">
        <Anchor component={Link} to={webRoutes.providerHome} size="sm">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={14} aria-hidden />
            {messages.providerBackToFirms}
          </Group>
        </Anchor>
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <ClientBreadcrumb disabledFolder={state.disabledFolder} onOpenRoot={controls.openRoot} />
          {firmName !== '' && (
            <Title order={2} size="h4" c="dimmed">
              {formatMessage(messages.providerFirmClientsTitle, { firm: firmName })}
            </Title>
          )}
        </Group>
        <Alert color="indigo" variant="light" icon={<IconEyeOff />} role="note">
          {messages.providerMaskedNotice}
        </Alert>
        <Card withBorder radius="md" padding={0}>
          <ClientTable
            rows={list.rows}
            selection={state.selection}
            orderBy={state.orderBy}
            sortable={providerSortable}
            showDisabledFolder={!state.disabledFolder && list.hasDisabled && state.page === 1}
            loading={list.isPending}
            error={list.error}
            emptyText={state.disabledFolder ? messages.clientsDisabledEmpty : messages.providerNoClients}
            controls={null}
            onToggleAll={controls.clearSelection}
            onSort={controls.sortBy}
            onOpenDisabledFolder={controls.openDisabledFolder}
            onRetry={list.refetch}
          />
        </Card>
        <ClientBottomBar
          page={state.page}
          range={list.range}
          total={list.total}
          pageSize={state.pageSize}
          selectedCount={null}
          onDisableSelected={controls.clearSelection}
          onPageChange={controls.goToPage}
          onPageSizeChange={controls.setPageSize}
        />
      </Stack>
    </ProviderLayout>
  );
}
