import type { ReactNode } from 'react';
import { Badge, Button, Card, Center, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { appDisplayName, formatMessage, incidentNoticesMessages as m, messages } from '@guru/shared';
import { SignedInLayout } from '../../../app/layouts/SignedInLayout';
import { formatDateTimeUs } from '../../../lib/format';
import { notifyOops } from '../../../lib/notify';
import { useSignedIn } from '../../auth';
import { acknowledgeNotice, myNoticesKey, myNoticesQuery } from '../api/incidentNoticesApi';
import { NoticeSections } from './NoticeSections';

/**
 * After the PIN, before any signed-in screen: each incident notice sent to this person and not yet read, one
 * at a time, until they press "I have read this" (recorded on the server). Without notices, the screen itself.
 * Should the notices not load, the screen shows: they wait for the next sign-in rather than lock anyone out.
 */
export function PendingNoticeGate({ children }: { children: ReactNode }) {
  const { app, user } = useSignedIn();
  const queryClient = useQueryClient();
  const query = useQuery(myNoticesQuery(app, user.id));
  const acknowledge = useMutation({
    mutationFn: (noticeId: string) => acknowledgeNotice(app, noticeId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myNoticesKey }),
    onError: () => notifyOops(m.acknowledgeFailed),
  });

  if (query.isPending) {
    return (
      <Center h="100vh">
        <Loader aria-label={m.loading} />
      </Center>
    );
  }
  const [notice, ...more] = query.data?.notices ?? [];
  if (!notice) return children;

  const title = user.scope === 'client' ? appDisplayName(app) : messages.productName;
  return (
    <SignedInLayout title={title}>
      <Card
        withBorder
        radius="lg"
        padding="xl"
        maw={760}
        mx="auto"
        role="alertdialog"
        aria-labelledby="notice-title"
      >
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon color="orange" variant="light" size={40} radius="md">
              <IconAlertTriangle size={24} aria-hidden />
            </ThemeIcon>
            <Stack gap={0}>
              <Text size="sm" c="dimmed" tt="uppercase" fw={600}>
                {m.signInHeading}
              </Text>
              <Text size="sm">{formatMessage(m.signInFrom, { from: notice.from })}</Text>
            </Stack>
          </Group>
          <Title id="notice-title" order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {notice.title}
          </Title>
          <Group gap="xs">
            <Badge variant="light" color="orange">
              {formatMessage(m.signInOccurredOn, { date: notice.occurredOn })}
            </Badge>
            <Badge variant="light" color="gray">
              {formatMessage(m.signInSentAt, { date: formatDateTimeUs(notice.sentAt) })}
            </Badge>
          </Group>
          <NoticeSections notice={notice} />
          {more.length > 0 && (
            <Text size="sm" c="dimmed">
              {formatMessage(m.moreWaiting, { count: more.length })}
            </Text>
          )}
          <Group justify="flex-end">
            <Button
              size="md"
              leftSection={<IconCheck size={18} />}
              loading={acknowledge.isPending}
              onClick={() => acknowledge.mutate(notice.id)}
            >
              {m.acknowledge}
            </Button>
          </Group>
        </Stack>
      </Card>
    </SignedInLayout>
  );
}
