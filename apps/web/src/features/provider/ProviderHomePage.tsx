import { Alert, Anchor, Badge, Card, Group, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link } from 'react-router';
import { messages, webRoutes, formatMessage } from '@guru/shared';
import { SignedInLayout } from '../../app/layouts/SignedInLayout';
import { errorMessage } from '../../lib/apiClient';
import { formatDateUs } from '../../lib/format';
import { useSignedIn } from '../auth';
import { adminFirmsQueryOptions, type AdminFirm } from './api/firmsApi';

function FirmRows({ firms }: { firms: AdminFirm[] }) {
  return firms.map((firm) => (
    <Table.Tr key={firm.id}>
      <Table.Td fw={500}>{firm.name}</Table.Td>
      <Table.Td>
        <Text size="sm" ff="monospace">
          {firm.subdomain}
        </Text>
      </Table.Td>
      <Table.Td>{formatDateUs(firm.createdAt)}</Table.Td>
      <Table.Td ta="right">{firm.clientCount}</Table.Td>
      <Table.Td ta="right">
        <Anchor
          component={Link}
          to={generatePath(webRoutes.providerFirmClients, { firmId: firm.id })}
          size="sm"
          aria-label={formatMessage(messages.providerViewClientsOf, { firm: firm.name })}
        >
          <Group gap={4} wrap="nowrap" justify="flex-end">
            <IconUsers size={14} aria-hidden />
            {messages.providerViewClients}
          </Group>
        </Anchor>
      </Table.Td>
    </Table.Tr>
  ));
}

/** /admin: the provider console's home with the list of advisor firms. */
export function ProviderHomePage() {
  const { app } = useSignedIn();
  const firms = useQuery(adminFirmsQueryOptions(app));

  return (
    <SignedInLayout title={messages.providerConsoleTitle}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {messages.providerConsoleTitle}
        </Title>
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Group justify="space-between">
              <Title order={2} size="h4">
                {messages.firmsHeading}
              </Title>
              {firms.data && <Badge variant="light">{firms.data.total}</Badge>}
            </Group>
            {firms.isError && (
              <Alert color="red" icon={<IconAlertCircle />}>
                {errorMessage(firms.error)}
              </Alert>
            )}
            <Table.ScrollContainer minWidth={640}>
              <Table striped highlightOnHover verticalSpacing="sm" aria-label={messages.firmsHeading}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{messages.firmColumnName}</Table.Th>
                    <Table.Th>{messages.firmColumnSubdomain}</Table.Th>
                    <Table.Th>{messages.firmColumnCreated}</Table.Th>
                    <Table.Th ta="right">{messages.firmColumnClients}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{messages.clientsActionsColumn}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {firms.isPending && (
                    <Table.Tr>
                      <Table.Td colSpan={5}>
                        <Skeleton h={20} />
                      </Table.Td>
                    </Table.Tr>
                  )}
                  {firms.data && <FirmRows firms={firms.data.results} />}
                  {firms.data?.results.length === 0 && (
                    <Table.Tr>
                      <Table.Td colSpan={5}>
                        <Text c="dimmed" ta="center" size="sm">
                          {messages.noFirms}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        </Card>
      </Stack>
    </SignedInLayout>
  );
}
