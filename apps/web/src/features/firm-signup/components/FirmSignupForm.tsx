import { Button, Divider, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { businessMessages, messages, type FirmSignupResponse } from '@guru/shared';
import { useBranding } from '../../../lib/branding';
import { useFirmSignupForm } from '../hooks/useFirmSignupForm';
import { useSubdomainAvailability } from '../hooks/useSubdomainAvailability';
import { firmAddress } from '../lib/subdomain';
import { AccountFields } from './AccountFields';
import { SubdomainField } from './SubdomainField';
import { TrialPlanCard } from './TrialPlanCard';

export interface FirmSignupFormProps {
  chosenPlan: string | null;
  onSignedUp: (result: FirmSignupResponse) => void;
}

function Section({ title }: { title: string }) {
  return (
    <Divider
      labelPosition="left"
      label={
        <Title order={3} size="h5" c="dark.6">
          {title}
        </Title>
      }
    />
  );
}

/** Firm name, subdomain (live address), the first advisor, the trial plan. */
export function FirmSignupForm({ chosenPlan, onSignedUp }: FirmSignupFormProps) {
  const { form, busy, errors, setFirmName, setSubdomain, onSubmit } = useFirmSignupForm(onSignedUp);
  const values = form.getValues();
  const check = useSubdomainAvailability(values.subdomain);
  const servedBy = useBranding().data?.subdomain;
  const address = firmAddress(values.subdomain, window.location, servedBy);
  const refused = check.kind === 'unavailable' ? check.message : null;

  return (
    <form noValidate onSubmit={(event) => onSubmit(event, refused)} aria-busy={busy}>
      <Stack gap="sm">
        <Section title={businessMessages.firmSection} />
        <TextInput
          label={businessMessages.firmNameLabel}
          description={businessMessages.firmNameHint}
          required
          autoComplete="organization"
          autoFocus
          disabled={busy}
          {...form.getInputProps('firmName')}
          onChange={(event) => setFirmName(event.currentTarget.value)}
        />
        <SubdomainField
          value={values.subdomain}
          onChange={setSubdomain}
          onBlur={() => form.validateField('subdomain')}
          error={errors.subdomain}
          address={address}
          check={check}
          disabled={busy}
        />

        <Section title={businessMessages.advisorSection} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={messages.signupFirstName}
            required
            autoComplete="given-name"
            disabled={busy}
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={messages.signupLastName}
            required
            autoComplete="family-name"
            disabled={busy}
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label={messages.signupEmail}
          required
          type="email"
          autoComplete="email"
          disabled={busy}
          {...form.getInputProps('email')}
        />
        <AccountFields
          values={values}
          inputProps={(field) => form.getInputProps(field)}
          setValue={(field, value) => form.setFieldValue(field, value)}
          disabled={busy}
        />

        <Section title={businessMessages.planSection} />
        <TrialPlanCard chosenPlan={chosenPlan} />
        <Button type="submit" size="md" fullWidth mt="xs" loading={busy}>
          {businessMessages.firmSignupSubmit}
        </Button>
        {busy && (
          <Text size="sm" c="dimmed" ta="center" role="status">
            {businessMessages.firmSignupCreating}
          </Text>
        )}
      </Stack>
    </form>
  );
}
