import { useEffect, useState } from 'react';
import { Alert, Button, Card, Group, NumberInput, Skeleton, Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  businessMessages,
  formatMessage,
  messages,
  retentionLimits,
  retentionMessages as m,
  webRoutes,
} from '@guru/shared';
import { SignedInLayout } from '../../../app/layouts/SignedInLayout';
import { errorMessage } from '../../../lib/apiClient';
import { notifyOops, notifySuccess } from '../../../lib/notify';
import { useSignedIn } from '../../auth';
import { retentionKey, retentionSettingsQuery, saveRetentionSettings } from '../retentionApi';
import { BackLink, PageTitle } from '../../../components/PageHeading';

const asYears = (value: string | number) =>
  typeof value === 'number' ? value : Number.parseInt(value, 10) || 0;

/** /dashboard/retention: how long the firm keeps shared-area documents and its audit trail (ADR 0050). */
export function RetentionPage() {
  const { app } = useSignedIn();
  const queryClient = useQueryClient();
  const query = useQuery(retentionSettingsQuery(app));
  const [documentYears, setDocumentYears] = useState(0);
  const [auditYears, setAuditYears] = useState(0);
  useEffect(() => {
    if (!query.data) return;
    setDocumentYears(query.data.documentYears);
    setAuditYears(query.data.auditYears);
  }, [query.data]);
  const save = useMutation({
    mutationFn: () => saveRetentionSettings(app, { documentYears, auditYears }),
    onSuccess: () => {
      notifySuccess(m.saved);
      void queryClient.invalidateQueries({ queryKey: retentionKey });
    },
    onError: (error) => notifyOops(errorMessage(error)),
  });
  const hint = formatMessage(m.yearsHint, { max: retentionLimits.maxYears });

  return (
    <SignedInLayout title={messages.productName}>
      <Stack gap="lg" maw={720}>
        <BackLink to={webRoutes.advisorHome}>{businessMessages.backToAdvisorHome}</BackLink>
        <PageTitle title={m.title} intro={m.intro} />
        {query.isError ? (
          <Alert color="red">{m.loadFailed}</Alert>
        ) : !query.data ? (
          <Skeleton height={180} />
        ) : (
          <Card withBorder padding="lg">
            <form
              onSubmit={(e) => {
                e.preventDefault();
                save.mutate();
              }}
            >
              <Stack gap="md">
                <NumberInput
                  label={m.documentYears}
                  description={hint}
                  min={0}
                  max={retentionLimits.maxYears}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="strict"
                  value={documentYears}
                  onChange={(v) => setDocumentYears(asYears(v))}
                />
                <NumberInput
                  label={m.auditYears}
                  description={hint}
                  min={0}
                  max={retentionLimits.maxYears}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="strict"
                  value={auditYears}
                  onChange={(v) => setAuditYears(asYears(v))}
                />
                <Group justify="flex-end">
                  <Button type="submit" loading={save.isPending}>
                    {m.save}
                  </Button>
                </Group>
              </Stack>
            </form>
          </Card>
        )}
      </Stack>
    </SignedInLayout>
  );
}
