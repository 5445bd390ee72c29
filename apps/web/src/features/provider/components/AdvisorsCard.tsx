import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import {
  businessMessages,
  formatMessage,
  messages,
  type ProviderAdvisor,
  type ProviderInviteAdvisorBody,
} from '@guru/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { FirmMutations } from '../hooks/useFirmMutations';
import { InviteAdvisorModal } from './InviteAdvisorModal';

const statusLooks: Record<ProviderAdvisor['status'], { label: string; color: string }> = {
  active: { label: businessMessages.advisorStatusActive, color: 'teal' },
  disabled: { label: businessMessages.advisorStatusDisabled, color: 'red' },
  pending: { label: businessMessages.advisorStatusPending, color: 'gray' },
};

const nameOf = (a: ProviderAdvisor) => `${a.firstName} ${a.lastName}`.trim() || a.email;

/** The firm's advisors; the provider disables or enables one (never sees a client). */
export function AdvisorsCard({
  advisors,
  mutations,
}: {
  advisors: ProviderAdvisor[];
  mutations: FirmMutations;
}) {
  const [confirming, setConfirming] = useState<ProviderAdvisor | null>(null);
  const [inviting, setInviting] = useState<ProviderInviteAdvisorBody | null>(null);
  const disabling = confirming?.status !== 'disabled';
  const confirm = async () => {
    if (!confirming) return;
    if (await mutations.advisor(confirming.id, nameOf(confirming), disabling)) setConfirming(null);
  };
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={businessMessages.advisorsTitle}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {businessMessages.advisorsTitle}
          </Title>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconUserPlus size={14} />}
            onClick={() => setInviting({ firstName: '', lastName: '', email: '' })}
          >
            {businessMessages.inviteAdvisor}
          </Button>
        </Group>
        <Table.ScrollContainer minWidth={520} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
          <Table verticalSpacing={6} fz="sm" aria-label={businessMessages.advisorsTitle}>
            <Table.Tbody>
              {advisors.map((a) => (
                <Table.Tr key={a.id} data-testid="advisor-row">
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {nameOf(a)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {a.email}
                    </Text>
                  </Table.Td>
                  <Table.Td ff="monospace">{a.username}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={statusLooks[a.status].color}>
                      {statusLooks[a.status].label}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">
                    {a.status === 'pending' && (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        onClick={() =>
                          setInviting({ firstName: a.firstName, lastName: a.lastName, email: a.email })
                        }
                      >
                        {businessMessages.inviteAdvisorAgain}
                      </Button>
                    )}
                    {a.status !== 'pending' && (
                      <Button
                        size="compact-sm"
                        variant="light"
                        color={a.status === 'disabled' ? 'teal' : 'red'}
                        onClick={() => setConfirming(a)}
                      >
                        {a.status === 'disabled'
                          ? businessMessages.advisorEnable
                          : businessMessages.advisorDisable}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {advisors.length === 0 && (
          <Text c="dimmed" size="sm">
            {messages.dateNone}
          </Text>
        )}
      </Stack>
      <InviteAdvisorModal invitee={inviting} mutations={mutations} onClose={() => setInviting(null)} />
      <ConfirmDialog
        opened={confirming !== null}
        title={disabling ? businessMessages.advisorDisableTitle : businessMessages.advisorEnableTitle}
        message={formatMessage(
          disabling ? businessMessages.advisorDisableConfirm : businessMessages.advisorEnableConfirm,
          { name: confirming ? nameOf(confirming) : '' },
        )}
        confirmLabel={disabling ? businessMessages.advisorDisable : businessMessages.advisorEnable}
        cancelLabel={businessMessages.back}
        danger={disabling}
        loading={confirming !== null && mutations.busy === `advisor:${confirming.id}`}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
    </Card>
  );
}
