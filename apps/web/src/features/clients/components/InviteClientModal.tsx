import { Alert, Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle, IconSend } from '@tabler/icons-react';
import { businessMessages, clientLimits, emailAddressSchema, messages } from '@guru/shared';
import { FormError } from '../../../components/FormError';
import type { InviteFlow } from '../hooks/useInviteFlow';
import type { InviteFormValues } from '../lib/inviteDefaults';

/** "Invite new client" (seed section 2.7): e-mail (required, trimmed), subject and note. */
export function InviteClientModal({ flow }: { flow: InviteFlow }) {
  const opened = flow.step === 'form';
  return (
    <Modal
      opened={opened}
      onClose={flow.close}
      title={flow.resend ? businessMessages.resendInviteTitle : messages.clientsInviteNew}
      centered
      size="lg"
      closeOnClickOutside={!flow.busy}
    >
      {opened && <InviteForm flow={flow} />}
    </Modal>
  );
}

function InviteForm({ flow }: { flow: InviteFlow }) {
  const form = useForm<InviteFormValues>({
    mode: 'controlled',
    initialValues: flow.values,
    transformValues: (values) => ({ ...values, email: values.email.trim(), title: values.title.trim() }),
    validate: {
      email: (value) => {
        const email = value.trim();
        if (email === '') return messages.inviteEmailRequired;
        return emailAddressSchema.safeParse(email).success ? null : messages.emailInvalid;
      },
    },
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void flow.submit(values))}>
      <Stack gap="sm">
        <FormError message={flow.error} />
        {flow.resend && (
          <Alert color="indigo" variant="light" icon={<IconInfoCircle />} py="xs">
            {businessMessages.resendInviteNotice}
          </Alert>
        )}
        <TextInput
          label={messages.inviteEmailLabel}
          type="email"
          withAsterisk
          readOnly={flow.resend}
          variant={flow.resend ? 'filled' : 'default'}
          data-autofocus={flow.resend ? undefined : true}
          maxLength={clientLimits.emailMaxLength}
          {...form.getInputProps('email')}
        />
        <TextInput
          label={messages.inviteSubjectLabel}
          maxLength={clientLimits.inviteTitleMaxLength}
          {...form.getInputProps('title')}
        />
        <Textarea
          label={messages.inviteNoteLabel}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={clientLimits.inviteNoteMaxLength}
          {...form.getInputProps('note')}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={flow.close} disabled={flow.busy}>
            {messages.clientsCancel}
          </Button>
          <Button type="submit" loading={flow.busy} leftSection={<IconSend size={16} />}>
            {messages.inviteSubmit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
