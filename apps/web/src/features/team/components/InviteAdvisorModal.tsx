import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { teamMessages as m, type TeamInviteBody } from '@guru/shared';

/** The invitation form: first name, last name and e-mail of the new advisor. */
export function InviteAdvisorModal({
  opened,
  busy,
  onClose,
  onSend,
}: {
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onSend: (body: TeamInviteBody) => void;
}) {
  const form = useForm<TeamInviteBody>({
    initialValues: { firstName: '', lastName: '', email: '' },
    validate: {
      firstName: (v) => (v.trim() ? null : m.firstName),
      lastName: (v) => (v.trim() ? null : m.lastName),
      email: (v) => (/^\S+@\S+\.\S+$/.test(v.trim()) ? null : m.email),
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title={m.inviteTitle} centered>
      <form
        onSubmit={form.onSubmit((values) =>
          onSend({
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            email: values.email.trim(),
          }),
        )}
      >
        <Stack gap="sm">
          <TextInput label={m.firstName} required {...form.getInputProps('firstName')} />
          <TextInput label={m.lastName} required {...form.getInputProps('lastName')} />
          <TextInput label={m.email} type="email" required {...form.getInputProps('email')} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {m.cancel}
            </Button>
            <Button type="submit" loading={busy}>
              {m.send}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
