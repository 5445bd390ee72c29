import { useState } from 'react';
import { Button, Center, Divider, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { documentsScreenMessages as text, formatMessage } from '@guru/shared';
import { EmailListForm } from '../../../components/EmailListForm';
import { FormError } from '../../../components/FormError';
import { errorMessage } from '../../../lib/apiClient';
import { notifyOops, notifySuccess } from '../../../lib/notify';
import { useShareUsers } from '../hooks/useShareUsers';
import { addShareEmail, removeShareEmail } from '../lib/shareEmails';
import type { ShareTarget } from './DocumentsTableRows';
import { ShareRecipientList } from './ShareRecipientList';

/** "Share File/Folder" (advisors only, seed 001 sections 2.1, 4, 5). */
export function ShareModal({ target, onClose }: { target: ShareTarget | null; onClose: () => void }) {
  return (
    <Modal opened={target !== null} onClose={onClose} title={text.shareTitle} centered size="lg">
      {target && <ShareContent key={`${target.type}:${target.id}`} target={target} onClose={onClose} />}
    </Modal>
  );
}

function ShareContent({ target, onClose }: { target: ShareTarget; onClose: () => void }) {
  const users = useShareUsers(target);
  const [pending, setPending] = useState<string[]>([]);
  const current = users.list.data ?? [];

  const add = (input: string) => {
    const result = addShareEmail(
      current.map((user) => user.email),
      pending,
      input,
    );
    if (result.kind === 'added') setPending(result.pending);
    return result;
  };

  const share = async () => {
    try {
      await users.share.mutateAsync(pending);
    } catch {
      return; // shown below from the mutation's error
    }
    notifySuccess(
      pending.length === 1 ? text.shareDoneOne : formatMessage(text.shareDone, { count: pending.length }),
    );
    setPending([]);
  };

  const unshare = async (email: string) => {
    try {
      await users.unshare.mutateAsync(email);
      notifySuccess(formatMessage(text.unshareDone, { email }));
    } catch (error) {
      notifyOops(errorMessage(error));
    }
  };

  return (
    <Stack gap="md">
      <Text fw={600} data-testid="share-subject">
        {target.name}
      </Text>
      {users.list.isPending ? (
        <Center py="sm">
          <Loader size="sm" aria-label={text.shareCurrent} />
        </Center>
      ) : (
        <ShareRecipientList
          current={current}
          pending={pending}
          busyEmail={users.unshare.isPending ? (users.unshare.variables ?? null) : null}
          onUnshare={(email) => void unshare(email)}
          onRemovePending={(email) => setPending(removeShareEmail(pending, email))}
        />
      )}
      {users.list.isError && (
        <FormError message={`${text.shareLoadFailed} ${errorMessage(users.list.error)}`} />
      )}
      <Divider />
      <EmailListForm label={text.shareEmailLabel} addLabel={text.shareAdd} onAdd={add} />
      <FormError message={users.share.isError ? errorMessage(users.share.error) : null} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={users.share.isPending}>
          {text.cancel}
        </Button>
        <Button onClick={() => void share()} disabled={pending.length === 0} loading={users.share.isPending}>
          {text.shareSubmit}
        </Button>
      </Group>
    </Stack>
  );
}
