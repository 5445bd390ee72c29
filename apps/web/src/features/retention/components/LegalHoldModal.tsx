import { useState } from 'react';
import { Alert, Button, Group, Loader, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconGavel } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatMessage, retentionLimits, retentionMessages as m, type AppType } from '@guru/shared';
import { FormError } from '../../../components/FormError';
import { errorMessage } from '../../../lib/apiClient';
import { formatDateUs } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useSignedIn } from '../../auth';
import { legalHoldQuery, liftLegalHold, placeLegalHold, retentionKey } from '../retentionApi';

/** A client's legal hold (ADR 0050): its state and reason, Place on legal hold with a reason, Lift legal hold. */
export function LegalHoldModal({
  client,
  onClose,
}: {
  client: { id: string; name: string } | null;
  onClose: () => void;
}) {
  // The calls speak for the console session that backs the screen (either app's).
  const { app } = useSignedIn();
  return (
    <Modal
      opened={client !== null}
      onClose={onClose}
      title={client ? `${m.legalHold}: ${client.name}` : m.legalHold}
      centered
      size="lg"
    >
      {client && <LegalHoldContent key={client.id} app={app} clientId={client.id} onClose={onClose} />}
    </Modal>
  );
}

function LegalHoldContent({
  app,
  clientId,
  onClose,
}: {
  app: AppType;
  clientId: string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const hold = useQuery(legalHoldQuery(app, clientId));
  const [reason, setReason] = useState('');
  const done = (text: string) => {
    notifySuccess(text);
    void queryClient.invalidateQueries({ queryKey: retentionKey });
    onClose();
  };
  const place = useMutation({
    mutationFn: () => placeLegalHold(app, clientId, reason.trim()),
    onSuccess: () => done(m.holdPlaced),
  });
  const lift = useMutation({
    mutationFn: () => liftLegalHold(app, clientId),
    onSuccess: () => done(m.holdLifted),
  });
  const failure = place.error ?? lift.error ?? hold.error;

  if (hold.isPending) return <Loader size="sm" />;
  const current = hold.data;
  return (
    <Stack gap="md">
      <Text size="sm">{m.holdIntro}</Text>
      {current?.onHold ? (
        <>
          <Alert color="orange" icon={<IconGavel size={18} />} title={m.legalHoldBadge}>
            {formatMessage(m.holdSince, {
              date: current.placedAt ? formatDateUs(current.placedAt) : '',
              reason: current.reason ?? '',
            })}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {m.cancel}
            </Button>
            <Button color="orange" loading={lift.isPending} onClick={() => lift.mutate()}>
              {m.liftHold}
            </Button>
          </Group>
        </>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (reason.trim() !== '') place.mutate();
          }}
        >
          <Stack gap="md">
            <Textarea
              label={m.holdReason}
              description={m.holdReasonHint}
              required
              autosize
              minRows={2}
              maxLength={retentionLimits.reasonMax}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {m.cancel}
              </Button>
              <Button type="submit" color="orange" disabled={reason.trim() === ''} loading={place.isPending}>
                {m.placeHold}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {failure ? <FormError message={errorMessage(failure)} /> : null}
    </Stack>
  );
}
