import { useState } from 'react';
import { Badge, Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  documentLinksLimits as limits,
  documentLinksMessages as m,
  formatMessage,
  type AppType,
  type DocumentLink,
} from '@guru/shared';
import { errorMessage } from '../../../lib/apiClient';
import { notifyOops, notifySuccess } from '../../../lib/notify';
import { createLink, fetchLinks, revokeLink } from '../api/requestsApi';

export interface LinkTarget {
  type: 'file' | 'folder';
  id: string;
  name: string;
}

function linkState(link: DocumentLink, now: string): string {
  if (link.revokedAt !== null) return m.linkStateRevoked;
  if (link.expiresAt <= now) return m.linkStateExpired;
  return formatMessage(m.linkStateActive, { date: link.expiresAt.slice(0, 10) });
}

/** Sends a view-and-download link of a shared file or folder to an e-mail address; lists and revokes the item's links. */
export function SendLinkModal({
  session,
  target,
  onClose,
}: {
  session: AppType;
  target: LinkTarget | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [days, setDays] = useState<number | string>(limits.expiryDaysDefault);
  const [limit, setLimit] = useState<number | string>('');
  const key = ['document-links', target?.type, target?.id];
  const links = useQuery({
    queryKey: key,
    queryFn: () => fetchLinks(session, target!.type, target!.id),
    enabled: target !== null,
  });
  const send = useMutation({
    mutationFn: () =>
      createLink(session, {
        type: target!.type,
        id: target!.id,
        email: email.trim(),
        expiresInDays: Number(days),
        downloadLimit: limit === '' ? null : Number(limit),
      }),
    onSuccess: async (link) => {
      notifySuccess(formatMessage(m.linkSent, { email: link.email }));
      setEmail('');
      await queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => notifyOops(errorMessage(error)),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => revokeLink(session, id),
    onSuccess: async () => {
      notifySuccess(m.linkRevoked);
      await queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => notifyOops(errorMessage(error)),
  });
  const now = new Date().toISOString();

  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={formatMessage(m.linkTitle, { name: target?.name ?? '' })}
      size="lg"
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {m.linkIntro}
        </Text>
        <TextInput
          type="email"
          label={m.linkEmail}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <Group grow>
          <NumberInput
            label={m.linkExpiresDays}
            min={1}
            max={limits.expiryDaysMax}
            value={days}
            onChange={setDays}
          />
          <NumberInput
            label={m.linkDownloadLimit}
            min={1}
            max={limits.downloadLimitMax}
            value={limit}
            onChange={setLimit}
          />
        </Group>
        <Group justify="flex-end">
          <Button onClick={() => send.mutate()} loading={send.isPending} disabled={email.trim() === ''}>
            {m.linkSend}
          </Button>
        </Group>
        {(links.data ?? []).length > 0 && (
          <Stack gap={6}>
            <Text fw={600} size="sm">
              {m.linksExisting}
            </Text>
            {links.data!.map((link) => (
              <Group key={link.id} justify="space-between" wrap="wrap" gap="xs" data-testid="document-link">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {link.email}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {link.downloadLimit === null
                      ? formatMessage(m.linkDownloads, { count: link.downloads })
                      : formatMessage(m.linkDownloadsOfLimit, {
                          count: link.downloads,
                          limit: link.downloadLimit,
                        })}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <Badge
                    variant="light"
                    color={link.revokedAt === null && link.expiresAt > now ? 'green' : 'gray'}
                  >
                    {linkState(link, now)}
                  </Badge>
                  {link.revokedAt === null && link.expiresAt > now && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      loading={revoke.isPending && revoke.variables === link.id}
                      onClick={() => revoke.mutate(link.id)}
                    >
                      {m.linkRevoke}
                    </Button>
                  )}
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
