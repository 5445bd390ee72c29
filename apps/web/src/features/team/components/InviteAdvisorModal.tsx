import { Button, Group, Modal, Radio, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { teamMessages as m, type TeamInviteBody, type TeamRole } from '@guru/shared';

interface InviteValues {
  firstName: string;
  lastName: string;
  email: string;
  role: TeamRole;
}

/** The invitation form: first name, last name, e-mail and role (advisor or staff) of the new team member. */
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
  const form = useForm<InviteValues>({
    initialValues: { firstName: '', lastName: '', email: '', role: 'advisor' },
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
            role: values.role,
          }),
        )}
      >
        <Stack gap="sm">
          <TextInput label={m.firstName} required {...form.getInputProps('firstName')} />
          <TextInput label={m.lastName} required {...form.getInputProps('lastName')} />
          <TextInput label={m.email} type="email" required {...form.getInputProps('email')} />
          <Radio.Group label={m.role} {...form.getInputProps('role')}>
            <Stack gap="xs" mt={6}>
              <Radio value="advisor" label={m.roleAdvisor} description={m.roleAdvisorHint} />
              <Radio value="staff" label={m.roleStaff} description={m.roleStaffHint} />
            </Stack>
          </Radio.Group>
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
