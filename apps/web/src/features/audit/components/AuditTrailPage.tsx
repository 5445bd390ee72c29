import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Group,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconDownload, IconShieldCheck } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  auditEventGroups,
  auditFaultLabels,
  auditGroupLabels,
  auditMessages as m,
  businessMessages,
  formatMessage,
  messages,
  webRoutes,
  type AuditEventGroup,
} from '@guru/shared';
import { SignedInLayout } from '../../../app/layouts/SignedInLayout';
import { errorMessage } from '../../../lib/apiClient';
import { downloadBlob } from '../../../lib/download';
import { useSignedIn } from '../../auth';
import { FirmExportCard } from '../../firm-export';
import {
  AUDIT_PAGE_SIZE,
  auditTrailQuery,
  exportAuditTrail,
  verifyAuditTrail,
  type AuditFilter,
} from '../api/auditApi';
import { AuditTrailTable } from './AuditTrailTable';
import { BackLink, PageTitle } from '../../../components/PageHeading';

const groupOptions = [
  { value: '', label: m.filterAll },
  ...auditEventGroups.map((g) => ({ value: g, label: auditGroupLabels[g] })),
];

/** /dashboard/audit-trail: the firm's audit trail, filtered, exported with its hashes, and its chain checked. */
export function AuditTrailPage() {
  const { app } = useSignedIn();
  const [filter, setFilter] = useState<AuditFilter>({ group: null, from: '', to: '' });
  const [page, setPage] = useState(1);
  const badRange = filter.from !== '' && filter.to !== '' && filter.from > filter.to;
  const query = useQuery({ ...auditTrailQuery(app, filter, page), enabled: !badRange });
  const exporting = useMutation({
    mutationFn: (format: 'csv' | 'json') => exportAuditTrail(app, filter, format),
    onSuccess: (file, format) => downloadBlob(file.blob, file.fileName ?? `audit-trail.${format}`),
  });
  const verifying = useMutation({ mutationFn: () => verifyAuditTrail(app) });
  const change = (next: Partial<AuditFilter>) => {
    setFilter((f) => ({ ...f, ...next }));
    setPage(1);
  };
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / AUDIT_PAGE_SIZE));
  const verified = verifying.data;

  return (
    <SignedInLayout title={messages.productName}>
      <Stack gap="lg">
        <BackLink to={webRoutes.advisorHome}>{businessMessages.backToAdvisorHome}</BackLink>
        <PageTitle title={m.title} intro={m.intro} />
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Group align="flex-end" wrap="wrap" gap="sm">
              <Select
                label={m.filterGroup}
                data={groupOptions}
                value={filter.group ?? ''}
                onChange={(v) => change({ group: v ? (v as AuditEventGroup) : null })}
                allowDeselect={false}
                w={{ base: '100%', sm: 240 }}
              />
              <TextInput
                type="date"
                label={m.filterFrom}
                value={filter.from}
                onChange={(e) => change({ from: e.currentTarget.value })}
                w={{ base: '100%', xs: 170 }}
              />
              <TextInput
                type="date"
                label={m.filterTo}
                value={filter.to}
                onChange={(e) => change({ to: e.currentTarget.value })}
                error={badRange ? m.badDateRange : undefined}
                w={{ base: '100%', xs: 170 }}
              />
            </Group>
            <Group gap="xs" wrap="wrap">
              <Button
                variant="default"
                leftSection={<IconDownload size={16} />}
                loading={exporting.isPending && exporting.variables === 'csv'}
                disabled={badRange}
                onClick={() => exporting.mutate('csv')}
              >
                {m.exportCsv}
              </Button>
              <Button
                variant="default"
                leftSection={<IconDownload size={16} />}
                loading={exporting.isPending && exporting.variables === 'json'}
                disabled={badRange}
                onClick={() => exporting.mutate('json')}
              >
                {m.exportJson}
              </Button>
              <Button
                variant="light"
                leftSection={<IconShieldCheck size={16} />}
                loading={verifying.isPending}
                onClick={() => verifying.mutate()}
              >
                {m.verify}
              </Button>
            </Group>
            {exporting.isError && <Alert color="red">{errorMessage(exporting.error)}</Alert>}
            {verifying.isError && <Alert color="red">{errorMessage(verifying.error)}</Alert>}
            {verified && (
              <Alert color={verified.ok ? 'teal' : 'red'} role="status">
                {verified.ok
                  ? formatMessage(m.verified, { count: String(verified.count) })
                  : formatMessage(m.notVerified, {
                      seq: String(verified.badSeq),
                      reason: auditFaultLabels[verified.reason ?? ''] ?? verified.reason ?? '',
                    })}
              </Alert>
            )}
          </Stack>
        </Card>
        <FirmExportCard />
        <Card withBorder radius="lg" padding={0}>
          {query.isPending && !badRange && <Skeleton h={120} />}
          {query.isError && <Alert color="red">{m.loadFailed}</Alert>}
          {query.data && query.data.items.length === 0 && (
            <Text c="dimmed" p="lg">
              {m.empty}
            </Text>
          )}
          {query.data && query.data.items.length > 0 && <AuditTrailTable events={query.data.items} />}
        </Card>
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
      </Stack>
    </SignedInLayout>
  );
}
