import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { businessMessages, messages, type ProviderInviteAdvisorBody } from '@guru/shared';
import { nameError } from '../../firm-signup';
import { emailError } from '../../signup';
import type { FirmMutations } from '../hooks/useFirmMutations';

export interface InviteAdvisorModalProps {
  /** The person to invite (prefilled for a pending advisor), or null when closed. */
  invitee: ProviderInviteAdvisorBody | null;
  mutations: FirmMutations;
  onClose: () => void;
}

function InviteAdvisorForm({
  invitee,
  mutations,
  onClose,
}: InviteAdvisorModalProps & { invitee: ProviderInviteAdvisorBody }) {
  const form = useForm<ProviderInviteAdvisorBody>({
    mode: 'controlled',
    initialValues: invitee,
    validate: {
      firstName: (v) => nameError(v, messages.signupFirstName) ?? null,
      lastName: (v) => nameError(v, messages.signupLastName) ?? null,
      email: (v) => emailError(v) ?? null,
    },
  });
  const submit = async (values: ProviderInviteAdvisorBody) => {
    const body = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
    };
    if (await mutations.invite(body)) onClose();
  };
  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {businessMessages.inviteAdvisorText}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={messages.signupFirstName}
            required
            data-autofocus
            {...form.getInputProps('firstName')}
          />
          <TextInput label={messages.signupLastName} required {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <TextInput label={messages.signupEmail} type="email" required {...form.getInputProps('email')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {businessMessages.back}
          </Button>
          <Button type="submit" loading={mutations.busy === 'invite'} leftSection={<IconSend size={16} />}>
            {businessMessages.inviteAdvisorSubmit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Invite an advisor to the firm, or send a pending advisor's invitation again. */
export function InviteAdvisorModal(props: InviteAdvisorModalProps) {
  return (
    <Modal
      opened={props.invitee !== null}
      onClose={props.onClose}
      title={<Text fw={700}>{businessMessages.inviteAdvisor}</Text>}
      centered
    >
      {props.invitee && <InviteAdvisorForm {...props} invitee={props.invitee} />}
    </Modal>
  );
}
