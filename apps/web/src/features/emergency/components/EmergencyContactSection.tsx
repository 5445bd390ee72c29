import { useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createEmergencyKeys } from '@guru/vault-crypto';
import {
  emergencyMessages as m,
  formatMessage,
  phoneHint,
  type AppType,
  type EmergencyContactView,
} from '@guru/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormError } from '../../../components/FormError';
import { errorMessage } from '../../../lib/apiClient';
import { useBranding } from '../../../lib/branding';
import { formatDateTimeUs } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useSignedIn } from '../../auth';
import {
  emergencyContactQuery,
  emergencyContactQueryKey,
  refuseOwnRequest,
  removeEmergencyContact,
  saveEmergencyContact,
} from '../api/emergencyApi';
import { contactFieldsOf, type ContactFormValues } from '../lib/contactForm';
import type { EmergencyAccessKitData } from '../lib/emergencyAccessKit';
import { openUserKeyWithPassword, userKeyInMemory } from '../lib/userKeyForKit';
import { formatWaitPeriod } from '../lib/waitPeriods';
import { ContactForm } from './ContactForm';
import { EmergencyAccessKit } from './EmergencyAccessKit';

type Mode = 'view' | 'edit';

function ContactDetails({ contact }: { contact: EmergencyContactView }) {
  const rows: Array<[string, string]> = [
    [m.fullName, contact.name],
    [m.email, contact.email],
    [m.cellPhone, contact.phoneNumber],
    [m.relationship, contact.relationship],
    [m.waitPeriod, formatWaitPeriod(contact.waitDays)],
  ];
  return (
    <Table
      withRowBorders={false}
      verticalSpacing={4}
      horizontalSpacing={0}
      data-testid="emergency-contact-details"
    >
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" w={160} fw={500} c="dimmed">
              {label}
            </Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The seed's "Emergency Contact Person" section (ADR 0021): add, update, save, cancel and remove the contact.
 * Saving makes a new emergency key in this browser and shows the Emergency Access Kit once; the server gets
 * only its share, the wrapped user key and the kit's proof.
 */
export function EmergencyContactSection({ app }: { app: AppType }) {
  const { user } = useSignedIn();
  const branding = useBranding();
  const queryClient = useQueryClient();
  const query = useQuery(emergencyContactQuery(app));
  const [mode, setMode] = useState<Mode>('view');
  const [kit, setKit] = useState<EmergencyAccessKitData | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: emergencyContactQueryKey(app) });

  const save = useMutation({
    mutationFn: async ({ values, password }: { values: ContactFormValues; password: string }) => {
      const held = userKeyInMemory(app);
      const protectedUserKey = query.data?.protectedUserKey ?? null;
      const opened =
        held ??
        (protectedUserKey
          ? await openUserKeyWithPassword(app, user.username, password, protectedUserKey)
          : null);
      if (!opened) throw new Error(m.passwordWrong);
      try {
        const keys = await createEmergencyKeys(opened);
        const fields = contactFieldsOf(values);
        const saved = await saveEmergencyContact(app, {
          ...fields,
          serverShare: keys.serverShare,
          emergencyUserKey: keys.emergencyUserKey,
          kitProof: keys.kitProof,
        });
        return { saved, kitCode: keys.kitCode };
      } finally {
        if (!held) opened.fill(0);
      }
    },
    onSuccess: ({ saved, kitCode }) => {
      setMode('view');
      setKit({
        app,
        firmName: branding.data?.name ?? user.companyName,
        clientName: `${user.firstName} ${user.lastName}`.trim(),
        contactName: saved.name,
        contactPhoneHint: phoneHint(saved.phoneNumber),
        waitDays: saved.waitDays,
        kitId: saved.kitId,
        kitCode,
        createdAt: new Date(saved.updatedAt),
        origin: window.location.origin,
      });
      void refresh();
    },
  });

  const remove = useMutation({
    mutationFn: () => removeEmergencyContact(app),
    onSuccess: () => {
      setConfirmRemove(false);
      notifySuccess(m.removed);
      void refresh();
    },
  });

  const refuse = useMutation({
    mutationFn: () => refuseOwnRequest(app),
    onSuccess: () => {
      notifySuccess(m.refused);
      void refresh();
    },
  });

  const data = query.data;
  const contact = data?.contact ?? null;
  const saveError = save.error
    ? save.error instanceof Error && save.error.message === m.passwordWrong
      ? m.passwordWrong
      : errorMessage(save.error)
    : null;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label={m.sectionTitle}
      data-testid="emergency-contact-section"
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {m.sectionTitle}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {m.sectionText}
          </Text>
        </div>
        {kit ? (
          // Shown once, in place of the section (a modal would clip the printed page).
          <EmergencyAccessKit
            kit={kit}
            onDone={() => {
              setKit(null);
              notifySuccess(m.saved);
            }}
          />
        ) : query.isPending ? (
          <Loader size="sm" />
        ) : query.isError ? (
          <FormError message={errorMessage(query.error)} />
        ) : (
          <>
            {data?.openRequest ? (
              <Alert
                color="orange"
                variant="light"
                icon={<IconAlertTriangle />}
                title={m.pendingRequestTitle}
                data-testid="emergency-open-request"
              >
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">
                    {formatMessage(m.pendingRequestText, {
                      date: formatDateTimeUs(data.openRequest.availableAt),
                    })}
                  </Text>
                  <Button color="red" size="xs" loading={refuse.isPending} onClick={() => refuse.mutate()}>
                    {m.refuseAccess}
                  </Button>
                  <FormError message={refuse.error ? errorMessage(refuse.error) : null} />
                </Stack>
              </Alert>
            ) : null}
            {mode === 'edit' ? (
              <>
                <ContactForm
                  contact={contact}
                  needsPassword={userKeyInMemory(app) === null}
                  saving={save.isPending}
                  onSave={(values, password) => save.mutate({ values, password })}
                  onCancel={() => {
                    save.reset();
                    setMode('view');
                  }}
                />
                <FormError message={saveError} />
              </>
            ) : contact ? (
              <>
                <ContactDetails contact={contact} />
                <Group gap="sm">
                  <Button variant="light" onClick={() => setMode('edit')}>
                    {m.update}
                  </Button>
                  <Button variant="subtle" color="red" onClick={() => setConfirmRemove(true)}>
                    {m.remove}
                  </Button>
                </Group>
              </>
            ) : (
              <Group justify="space-between" gap="sm">
                <Text size="sm">{m.none}</Text>
                <Button variant="light" onClick={() => setMode('edit')}>
                  {m.add}
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirmRemove}
        title={m.removeTitle}
        message={m.removeText}
        confirmLabel={m.remove}
        danger
        loading={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirmRemove(false)}
      />
    </Paper>
  );
}
