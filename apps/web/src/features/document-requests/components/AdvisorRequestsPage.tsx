import { Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { documentRequestsMessages as m } from '@guru/shared';
import { SignedInLayout } from '../../../app/layouts/SignedInLayout';
import { useSignedIn } from '../../auth';
import { RequestForm } from './RequestForm';
import { RequestsList, advisorRequestsKey } from './RequestsList';

/** /dashboard/document-requests: the advisor asks clients for documents and follows every request of the firm. */
export function AdvisorRequestsPage() {
  const { app } = useSignedIn();
  const queryClient = useQueryClient();
  return (
    <SignedInLayout title={m.requestsTitle}>
      <Stack gap="lg">
        <Text c="dimmed">{m.requestsIntro}</Text>
        <RequestForm
          session={app}
          onSent={() => void queryClient.invalidateQueries({ queryKey: advisorRequestsKey })}
        />
        <RequestsList session={app} />
      </Stack>
    </SignedInLayout>
  );
}
