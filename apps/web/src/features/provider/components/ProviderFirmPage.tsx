import {
  Alert,
  Anchor,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowLeft, IconUsers, IconWorld } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link, useParams } from 'react-router';
import { businessMessages, formatMessage, messages, webRoutes, type ProviderFirmRow } from '@guru/shared';
import { errorMessage } from '../../../lib/apiClient';
import { useBranding } from '../../../lib/branding';
import { formatDateUs } from '../../../lib/format';
import { useSignedIn } from '../../auth';
import { firmAddress } from '../../firm-signup';
import { ProviderFirmExportCard } from '../../firm-export';
import { firmDetailQuery } from '../api/providerApi';
import { useFirmMutations } from '../hooks/useFirmMutations';
import { AdvisorsCard } from './AdvisorsCard';
import { FirmSubscriptionCard } from './FirmSubscriptionCard';
import { PaymentsCard } from './PaymentsCard';
import { ProviderLayout } from './ProviderLayout';

function FirmFacts({ firm }: { firm: ProviderFirmRow }) {
  const servedBy = useBranding().data?.subdomain;
  const address = firmAddress(firm.subdomain, window.location, servedBy);
  const facts = [
    { label: businessMessages.firmCreatedLabel, value: formatDateUs(firm.createdAt) },
    { label: businessMessages.clientsCountLabel, value: String(firm.clientCount) },
    { label: businessMessages.advisorsCountLabel, value: String(firm.advisorCount) },
  ];
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {firm.name}
            </Title>
            <Group gap={6} wrap="nowrap">
              <IconWorld size={16} aria-hidden />
              <Anchor href={address} target="_blank" rel="noopener noreferrer" size="sm">
                <VisuallyHidden>{`${businessMessages.firmAddressLabel}: `}</VisuallyHidden>
                {address}
              </Anchor>
            </Group>
          </Stack>
          <Anchor
            component={Link}
            to={generatePath(webRoutes.providerFirmClients, { firmId: firm.id })}
            size="sm"
          >
            <Group gap={4} wrap="nowrap">
              <IconUsers size={14} aria-hidden />
              {formatMessage(messages.providerViewClientsOf, { firm: firm.name })}
            </Group>
          </Anchor>
        </Group>
        <SimpleGrid cols={3}>
          {facts.map((f) => (
            <Stack key={f.label} gap={2}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {f.label}
              </Text>
              <Text fw={600}>{f.value}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

/** /admin/firms/:firmId: one firm, its subscription (activate, extend, suspend, cancel), payments and advisors. */
export function ProviderFirmPage() {
  const { firmId = '' } = useParams();
  const { app } = useSignedIn();
  const detail = useQuery(firmDetailQuery(app, firmId));
  const mutations = useFirmMutations(firmId, detail.data?.firm.name ?? '');

  return (
    <ProviderLayout>
      <Stack gap="lg">
        <Anchor component={Link} to={webRoutes.providerHome} size="sm">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={14} aria-hidden />
            {messages.providerBackToFirms}
          </Group>
        </Anchor>
        {detail.isPending && <Skeleton h={120} radius="lg" />}
        {detail.isError && (
          <Alert color="red" title={businessMessages.firmLoadFailed}>
            {errorMessage(detail.error)}
          </Alert>
        )}
        {detail.data && (
          <>
            <FirmFacts firm={detail.data.firm} />
            <FirmSubscriptionCard detail={detail.data} mutations={mutations} />
            <AdvisorsCard advisors={detail.data.advisors} mutations={mutations} />
            <PaymentsCard
              firmId={firmId}
              planId={detail.data.subscriptions[0]?.plan.id ?? null}
              mutations={mutations}
            />
            <ProviderFirmExportCard firmId={firmId} />
          </>
        )}
      </Stack>
    </ProviderLayout>
  );
}
