import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowLeft, IconUserMinus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  accessReviewMessages as m,
  businessMessages,
  formatMessage,
  messages,
  teamWebRoutes,
  teamMessages,
  webRoutes,
  type AccessEntry,
  type AccessKind,
} from '@guru/shared';
import { SignedInLayout } from '../../../app/layouts/SignedInLayout';
import stacked from '../../../components/StackedTable.module.css';
import { errorMessage } from '../../../lib/apiClient';
import { formatDateTimeUs, formatDateUs } from '../../../lib/format';
import { notifyOops, notifySuccess } from '../../../lib/notify';
import { useSignedIn } from '../../auth';
import { accessReviewKey, accessReviewQuery, removeAccess, teamKey } from '../teamApi';
import { PageTitle } from '../../../components/PageHeading';

const kindLook: Record<AccessKind, { label: string; color: string }> = {
  advisor: { label: m.kindAdvisor, color: 'blue' },
  staff: { label: m.kindStaff, color: 'indigo' },
  second_user: { label: m.kindSecondUser, color: 'teal' },
  third_party: { label: m.kindThirdParty, color: 'orange' },
  document_link: { label: m.kindDocumentLink, color: 'grape' },
};

function AccessRow({ entry, onRemove }: { entry: AccessEntry; onRemove: (entry: AccessEntry) => void }) {
  const look = kindLook[entry.kind];
  return (
    <Table.Tr>
      <Table.Td data-cell="main">
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {entry.name}
            {entry.self && (
              <Badge ml="xs" size="xs" variant="light">
                {teamMessages.you}
              </Badge>
            )}
          </Text>
          {entry.email !== entry.name && (
            <Text size="xs" c="dimmed">
              {entry.email}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td data-label={m.columnKind}>
        <Badge color={look.color} variant="light">
          {look.label}
        </Badge>
      </Table.Td>
      <Table.Td data-label={m.columnReaches}>
        <Text size="sm">{entry.reaches || m.reachesFirm}</Text>
        {entry.expiresAt && (
          <Text size="xs" c="dimmed">
            {formatMessage(m.expires, { date: formatDateUs(entry.expiresAt) })}
          </Text>
        )}
      </Table.Td>
      <Table.Td data-label={m.columnLastActive}>
        {entry.lastActiveAt ? formatDateTimeUs(entry.lastActiveAt) : m.never}
      </Table.Td>
      <Table.Td data-cell="actions">
        {!entry.self && (
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconUserMinus size={14} />}
            onClick={() => onRemove(entry)}
            aria-label={`${m.remove}: ${entry.name}`}
          >
            {m.remove}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * /dashboard/access-review: every person or link with access to the firm's data, with the last sign-in (or the
 * last opening of a link), and the removal of one access after a confirmation (ADR 0051).
 */
export function AccessReviewPage() {
  const { app } = useSignedIn();
  const queryClient = useQueryClient();
  const query = useQuery(accessReviewQuery(app));
  const [confirming, setConfirming] = useState<AccessEntry | null>(null);
  const remove = useMutation({
    mutationFn: (entry: AccessEntry) => removeAccess(app, entry),
    onSuccess: (_, entry) => {
      setConfirming(null);
      notifySuccess(formatMessage(m.removed, { name: entry.name }));
      void queryClient.invalidateQueries({ queryKey: accessReviewKey });
      void queryClient.invalidateQueries({ queryKey: teamKey });
    },
    onError: (error) => notifyOops(errorMessage(error)),
  });
  const entries = query.data?.entries ?? [];

  return (
    <SignedInLayout title={messages.productName}>
      <Stack gap="lg">
        <Group gap="lg">
          <Anchor component={Link} to={teamWebRoutes.team} size="sm">
            <Group gap={4} wrap="nowrap">
              <IconArrowLeft size={14} aria-hidden />
              {teamMessages.title}
            </Group>
          </Anchor>
          <Anchor component={Link} to={webRoutes.advisorHome} size="sm">
            {businessMessages.backToAdvisorHome}
          </Anchor>
        </Group>
        <PageTitle title={m.title} intro={m.intro} maw={720} />
        <Card withBorder radius="lg" padding={0}>
          {query.isPending && <Skeleton h={160} />}
          {query.isError && <Alert color="red">{m.loadFailed}</Alert>}
          {query.data && entries.length <= 1 && entries.every((e) => e.self) && (
            <Text p="lg" c="dimmed">
              {m.empty}
            </Text>
          )}
          {query.data && entries.length > 0 && (
            <Table.ScrollContainer minWidth={760} className={stacked.scroll}>
              <Table verticalSpacing="sm" aria-label={m.title} className={stacked.table}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{m.columnWho}</Table.Th>
                    <Table.Th>{m.columnKind}</Table.Th>
                    <Table.Th>{m.columnReaches}</Table.Th>
                    <Table.Th>{m.columnLastActive}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{m.columnActions}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {entries.map((entry) => (
                    <AccessRow key={`${entry.kind}:${entry.id}`} entry={entry} onRemove={setConfirming} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Card>
      </Stack>
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title={m.removeTitle} centered>
        <Stack gap="md">
          <Text size="sm">{formatMessage(m.removeConfirm, { name: confirming?.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {m.cancel}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => confirming && remove.mutate(confirming)}
            >
              {m.removeButton}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SignedInLayout>
  );
}
