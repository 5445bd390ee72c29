import {
  Button,
  Group,
  NativeSelect,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { emergencyMessages as m, type EmergencyContactView } from '@guru/shared';
import { PhoneField } from '../../../components/PhoneField';
import { defaultPhoneCountry, phoneFieldsOf } from '../../../lib/phone';
import { validateContact, type ContactFormValues } from '../lib/contactForm';
import { defaultWaitPeriod, waitPeriodOptions } from '../lib/waitPeriods';

export interface ContactFormProps {
  contact: EmergencyContactView | null;
  /** The master password is asked when this browser does not hold the user key (Documents Guru). */
  needsPassword: boolean;
  saving: boolean;
  onSave: (values: ContactFormValues, password: string) => void;
  onCancel: () => void;
}

function initialValues(contact: EmergencyContactView | null): ContactFormValues & { password: string } {
  const phone = contact ? phoneFieldsOf(contact.phoneNumber) : { country: defaultPhoneCountry, number: '' };
  return {
    name: contact?.name ?? '',
    email: contact?.email ?? '',
    phoneCountry: phone.country,
    phoneNumber: phone.number,
    relationship: contact?.relationship ?? '',
    waitDays: contact ? String(contact.waitDays) : defaultWaitPeriod,
    password: '',
  };
}

/** Full name, e-mail, cell phone (mobile only), relationship and the waiting period; Save and Cancel. */
export function ContactForm({ contact, needsPassword, saving, onSave, onCancel }: ContactFormProps) {
  const form = useForm({
    initialValues: initialValues(contact),
    validate: (values) => ({
      ...validateContact(values),
      ...(needsPassword && values.password === '' ? { password: m.passwordToSaveHint } : {}),
    }),
  });
  return (
    <form
      onSubmit={form.onSubmit((values) => onSave(values, values.password))}
      noValidate
      aria-label={m.sectionTitle}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={m.fullName} required autoComplete="off" {...form.getInputProps('name')} />
          <TextInput
            label={m.email}
            type="email"
            required
            autoComplete="off"
            {...form.getInputProps('email')}
          />
          <PhoneField
            label={m.cellPhone}
            required
            country={form.values.phoneCountry}
            onCountryChange={(country) => form.setFieldValue('phoneCountry', country)}
            inputProps={form.getInputProps('phoneNumber')}
          />
          <TextInput
            label={m.relationship}
            required
            autoComplete="off"
            {...form.getInputProps('relationship')}
          />
        </SimpleGrid>
        <NativeSelect
          label={m.waitPeriod}
          description={m.waitPeriodHint}
          data={waitPeriodOptions}
          {...form.getInputProps('waitDays')}
        />
        {needsPassword ? (
          <PasswordInput
            label={m.passwordToSave}
            description={m.passwordToSaveHint}
            required
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
        ) : null}
        {contact ? (
          <Text size="xs" c="dimmed">
            {m.changeNote}
          </Text>
        ) : null}
        <Group gap="sm">
          <Button type="submit" loading={saving}>
            {m.save}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {m.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
