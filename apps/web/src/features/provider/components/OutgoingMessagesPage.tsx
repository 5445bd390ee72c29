import { useState } from 'react';
import { Alert, Anchor, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { outgoingMessages as m, webRoutes } from '@guru/shared';
import { errorMessage } from '../../../lib/apiClient';
import { notifyOops, notifySuccess } from '../../../lib/notify';
import { useSignedIn } from '../../auth';
import { outgoingProblemsKey, outgoingProblemsQuery, retryOutgoingMessage } from '../api/outgoingMessagesApi';
import { OutgoingMessagesTable } from './OutgoingMessagesTable';
import { ProviderLayout } from './ProviderLayout';

/** /admin/outgoing-messages: e-mails and SMS that failed or wait too long, with Retry (ADR 0028). */
export function OutgoingMessagesPage() {
  const { app } = useSignedIn();
  const queryClient = useQueryClient();
  const problems = useQuery(outgoingProblemsQuery(app));
  const [retrying, setRetrying] = useState<string | null>(null);

  const onRetry = (id: string) => {
    setRetrying(id);
    retryOutgoingMessage(app, id)
      .then(() => notifySuccess(m.retried))
      .catch((error: unknown) => notifyOops(errorMessage(error)))
      .finally(() => {
        setRetrying(null);
        void queryClient.invalidateQueries({ queryKey: outgoingProblemsKey });
      });
  };

  return (
    <ProviderLayout>
      <Stack gap="lg">
        <Anchor component={Link} to={webRoutes.providerHome} size="sm">
          {m.backToFirms}
        </Anchor>
        <Title order={1} size="h2">
          {m.pageTitle}
        </Title>
        <Text c="dimmed">{m.intro}</Text>
        <Card withBorder radius="lg" padding="lg">
          {problems.isPending && <Loader size="sm" />}
          {problems.isError && (
            <Alert color="red" icon={<IconAlertCircle />}>
              {errorMessage(problems.error)}
            </Alert>
          )}
          {problems.data?.length === 0 && <Text>{m.empty}</Text>}
          {problems.data && problems.data.length > 0 && (
            <OutgoingMessagesTable messages={problems.data} retrying={retrying} onRetry={onRetry} />
          )}
        </Card>
      </Stack>
    </ProviderLayout>
  );
}
