import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Table } from '@mantine/core';
import { IconShieldCheck, IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  businessMessages,
  formatMessage,
  messages,
  teamMessages as m,
  teamWebRoutes,
  webRoutes,
  type TeamMember,
} from '@guru/shared';
import { SignedInLayout } from '../../../app/layouts/SignedInLayout';
import stacked from '../../../components/StackedTable.module.css';
import { errorMessage } from '../../../lib/apiClient';
import { notifyOops, notifySuccess } from '../../../lib/notify';
import { formatDateTimeUs } from '../../../lib/format';
import { useSignedIn } from '../../auth';
import { inviteMember, setMemberDisabled, teamKey, teamQuery } from '../teamApi';
import { InviteAdvisorModal } from './InviteAdvisorModal';
import { BackLink, PageTitle } from '../../../components/PageHeading';

const roleLabel: Record<TeamMember['role'], string> = { advisor: m.roleAdvisor, staff: m.roleStaff };

const statusLook: Record<TeamMember['status'], { label: string; color: string }> = {
  active: { label: m.statusActive, color: 'teal' },
  disabled: { label: m.statusDisabled, color: 'gray' },
  pending: { label: m.statusPending, color: 'yellow' },
};

/** /dashboard/team: the firm's advisors and staff, their role and last sign-in, invitations and one-click disable or enable. */
export function TeamPage() {
  const { app } = useSignedIn();
  const queryClient = useQueryClient();
  const query = useQuery(teamQuery(app));
  const [inviting, setInviting] = useState(false);
  const invite = useMutation({
    mutationFn: (body: Parameters<typeof inviteMember>[1]) => inviteMember(app, body),
    onSuccess: (_, body) => {
      setInviting(false);
      void queryClient.invalidateQueries({ queryKey: teamKey });
      notifySuccess(formatMessage(m.invited, { email: body.email }));
    },
    onError: (error) => notifyOops(errorMessage(error)),
  });
  const toggle = useMutation({
    mutationFn: (member: TeamMember) => setMemberDisabled(app, member.id, member.status !== 'disabled'),
    onSuccess: (_, member) => {
      const name = `${member.firstName} ${member.lastName}`;
      notifySuccess(formatMessage(member.status === 'disabled' ? m.enabled : m.disabled, { name }));
      void queryClient.invalidateQueries({ queryKey: teamKey });
    },
    onError: (error) => notifyOops(errorMessage(error)),
  });

  return (
    <SignedInLayout title={messages.productName}>
      <Stack gap="lg">
        <BackLink to={webRoutes.advisorHome}>{businessMessages.backToAdvisorHome}</BackLink>
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <PageTitle title={m.title} intro={m.intro} maw={640} />
          <Group gap="sm">
            <Button
              component={Link}
              to={teamWebRoutes.accessReview}
              variant="default"
              leftSection={<IconShieldCheck size={16} />}
            >
              {m.accessReviewLink}
            </Button>
            <Button leftSection={<IconUserPlus size={16} />} onClick={() => setInviting(true)}>
              {m.invite}
            </Button>
          </Group>
        </Group>
        <Card withBorder radius="lg" padding={0}>
          {query.isPending && <Skeleton h={120} />}
          {query.isError && <Alert color="red">{m.loadFailed}</Alert>}
          {query.data && (
            <Table.ScrollContainer minWidth={720} className={stacked.scroll}>
              <Table verticalSpacing="sm" aria-label={m.title} className={stacked.table}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{m.columnName}</Table.Th>
                    <Table.Th>{m.columnEmail}</Table.Th>
                    <Table.Th>{m.columnRole}</Table.Th>
                    <Table.Th>{m.columnStatus}</Table.Th>
                    <Table.Th>{m.columnLastSignIn}</Table.Th>
                    <Table.Th>{m.columnActions}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {query.data.members.map((member) => (
                    <Table.Tr key={member.id}>
                      <Table.Td data-cell="main">
                        {member.firstName} {member.lastName}
                        {member.self && (
                          <Badge ml="xs" size="xs" variant="light">
                            {m.you}
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td data-label={m.columnEmail}>{member.email}</Table.Td>
                      <Table.Td data-label={m.columnRole}>{roleLabel[member.role]}</Table.Td>
                      <Table.Td data-label={m.columnStatus}>
                        <Badge color={statusLook[member.status].color} variant="light">
                          {statusLook[member.status].label}
                        </Badge>
                      </Table.Td>
                      <Table.Td data-label={m.columnLastSignIn}>
                        {member.lastLoginAt ? formatDateTimeUs(member.lastLoginAt) : m.never}
                      </Table.Td>
                      <Table.Td data-cell="actions">
                        {!member.self && member.status !== 'pending' && (
                          <Button
                            size="xs"
                            variant={member.status === 'disabled' ? 'light' : 'default'}
                            color={member.status === 'disabled' ? 'teal' : 'red'}
                            loading={toggle.isPending && toggle.variables?.id === member.id}
                            onClick={() => toggle.mutate(member)}
                            aria-label={`${member.status === 'disabled' ? m.enable : m.disable} ${member.firstName} ${member.lastName}`}
                          >
                            {member.status === 'disabled' ? m.enable : m.disable}
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Card>
      </Stack>
      <InviteAdvisorModal
        opened={inviting}
        busy={invite.isPending}
        onClose={() => setInviting(false)}
        onSend={(body) => invite.mutate(body)}
      />
    </SignedInLayout>
  );
}
