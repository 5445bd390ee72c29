import { useState, type ChangeEvent } from 'react';
import { Anchor, Button, Checkbox, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { messages, type AppType, type InviteCodeInfo } from '@guru/shared';
import { PasswordStrength } from '../../../components/PasswordStrength';
import { useSignupForm, type CreatedAccount } from '../hooks/useSignupForm';
import { useUsernameTaken } from '../hooks/useUsernameAvailability';
import { focusNextOnEnter } from '../lib/focusNext';
import { pinInput } from '../lib/signupValidation';
import { DisclosureModal } from './DisclosureModal';
import { SignupPhoneModal } from './SignupPhoneModal';
import { PhoneField } from '../../../components/PhoneField';

export interface SignupFormProps {
  app: AppType;
  code: string;
  info: InviteCodeInfo;
  onCreated: (account: CreatedAccount) => void;
  onInviteInvalid: () => void;
  onAlreadyRegistered: () => void;
}

const toggle = { 'aria-label': messages.toggleVisibility };

/** The sign-up fields (the specification's sign-up screens of both apps); Enter moves to the next field. */
export function SignupForm(props: SignupFormProps) {
  const { form, busy, onSubmit, phoneStep, confirmPhone, resendPhoneCode, cancelPhone } =
    useSignupForm(props);
  const [disclosureOpen, setDisclosureOpen] = useState(false);
  const values = form.getValues();
  const usernameTaken = useUsernameTaken(props.app, props.code, values.username);
  const usernameProps = form.getInputProps('username');
  const pinProps = (field: 'pinCode' | 'pinCodeConfirm') => ({
    ...form.getInputProps(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(field, pinInput(event.currentTarget.value)),
  });
  const termsLabel = (
    <>
      {messages.signupTermsBefore}{' '}
      <Anchor
        component="button"
        type="button"
        fz="inherit"
        onClick={(event) => {
          event.preventDefault();
          setDisclosureOpen(true);
        }}
      >
        {messages.signupDisclosureLink}
      </Anchor>
    </>
  );

  return (
    <>
      <form noValidate onSubmit={onSubmit} onKeyDown={focusNextOnEnter} aria-busy={busy}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={messages.signupFirstName}
              required
              autoComplete="given-name"
              autoFocus
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
            label={messages.signupUsername}
            required
            autoComplete="username"
            disabled={busy}
            {...usernameProps}
            error={usernameProps.error ?? usernameTaken}
          />
          <TextInput
            label={messages.signupEmail}
            required
            readOnly
            variant="filled"
            type="email"
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={messages.signupPassword}
            description={messages.signupPasswordHint}
            required
            autoComplete="new-password"
            disabled={busy}
            visibilityToggleButtonProps={toggle}
            {...form.getInputProps('password')}
          />
          <PasswordStrength password={values.password} />
          <PasswordInput
            label={messages.signupPasswordConfirm}
            required
            autoComplete="new-password"
            disabled={busy}
            visibilityToggleButtonProps={toggle}
            {...form.getInputProps('passwordConfirm')}
          />
          <SimpleGrid cols={2} spacing="sm">
            <PasswordInput
              label={messages.signupPin}
              required
              inputMode="numeric"
              autoComplete="off"
              disabled={busy}
              visibilityToggleButtonProps={toggle}
              {...pinProps('pinCode')}
            />
            <PasswordInput
              label={messages.signupPinConfirm}
              required
              inputMode="numeric"
              autoComplete="off"
              disabled={busy}
              visibilityToggleButtonProps={toggle}
              {...pinProps('pinCodeConfirm')}
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed" mt={-6}>
            {messages.signupPinHint}
          </Text>
          <PhoneField
            label={messages.signupPhone}
            description={messages.signupPhoneHint}
            required
            disabled={busy}
            country={values.phoneCountry}
            onCountryChange={(country) => form.setFieldValue('phoneCountry', country)}
            inputProps={form.getInputProps('phoneNumber')}
          />
          <PhoneField
            label={messages.signupRecoverPhone}
            description={messages.signupRecoverPhoneHint}
            disabled={busy}
            country={values.recoverPhoneCountry}
            onCountryChange={(country) => form.setFieldValue('recoverPhoneCountry', country)}
            inputProps={form.getInputProps('recoverPhoneNumber')}
          />
          <Checkbox
            mt="xs"
            disabled={busy}
            {...form.getInputProps('terms', { type: 'checkbox' })}
            label={termsLabel}
          />
          <Button type="submit" size="md" fullWidth mt="xs" loading={busy}>
            {messages.signupButton}
          </Button>
          {busy && (
            <Text size="sm" c="dimmed" ta="center" role="status">
              {messages.signupCreating}
            </Text>
          )}
        </Stack>
      </form>
      {phoneStep && (
        <SignupPhoneModal
          phoneHint={phoneStep.phoneHint}
          onConfirm={confirmPhone}
          onResend={resendPhoneCode}
          onCancel={cancelPhone}
        />
      )}
      <DisclosureModal
        app={props.app}
        thirdParty={props.info.isThirdParty}
        opened={disclosureOpen}
        accepted={values.terms}
        onAcceptedChange={(accepted) => form.setFieldValue('terms', accepted)}
        onClose={() => setDisclosureOpen(false)}
      />
    </>
  );
}
