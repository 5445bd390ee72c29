import { Button, Card, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { businessMessages, clientLimits, formatMessage, messages } from '@guru/shared';

export interface CompanyNameFormProps {
  initial: string;
  saving: boolean;
  onSave: (name: string) => Promise<boolean>;
}

/** The company name shown to the firm's clients. */
export function CompanyNameForm({ initial, saving, onSave }: CompanyNameFormProps) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: initial },
    validate: {
      name: (value) =>
        value.trim() === ''
          ? formatMessage(messages.signupFieldRequired, { field: businessMessages.brandingNameLabel })
          : null,
    },
  });
  return (
    <Card withBorder radius="lg" padding="lg">
      <form
        noValidate
        onSubmit={form.onSubmit((values) => void onSave(values.name).then((ok) => ok && form.resetDirty()))}
      >
        <Stack gap="sm">
          <TextInput
            label={businessMessages.brandingNameLabel}
            required
            maxLength={clientLimits.nameMaxLength}
            disabled={saving}
            {...form.getInputProps('name')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={saving} disabled={!form.isDirty()}>
              {businessMessages.brandingSaveName}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
