import type { ChangeEvent } from 'react';
import { PasswordInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { businessMessages, messages } from '@guru/shared';
import { PasswordStrength } from '../../../components/PasswordStrength';
import { PhoneField } from '../../../components/PhoneField';
import { pinInput } from '../../signup';
import type { AccountValues } from '../lib/accountValidation';

export interface AccountFieldsProps {
  values: AccountValues;
  /** The form's input props of a field (value, onChange, error…). */
  inputProps: (field: keyof AccountValues) => GetInputPropsReturnType;
  setValue: (field: keyof AccountValues, value: string) => void;
  disabled: boolean;
  withUsername?: boolean;
  withPhone?: boolean;
}

const toggle = { 'aria-label': messages.toggleVisibility };

/**
 * The sign-in part of an advisor's or the provider's account: username, password with the shared
 * rule and the live strength indicator, PIN code, mobile phone (the shared phone field).
 */
export function AccountFields({
  values,
  inputProps,
  setValue,
  disabled,
  withUsername = true,
  withPhone = true,
}: AccountFieldsProps) {
  const pinProps = (field: 'pinCode' | 'pinCodeConfirm') => ({
    ...inputProps(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(field, pinInput(event.currentTarget.value)),
  });
  return (
    <>
      {withUsername && (
        <TextInput
          label={messages.signupUsername}
          required
          autoComplete="username"
          disabled={disabled}
          {...inputProps('username')}
        />
      )}
      <PasswordInput
        label={messages.passwordLabel}
        description={messages.signupPasswordRule}
        required
        autoComplete="new-password"
        disabled={disabled}
        visibilityToggleButtonProps={toggle}
        {...inputProps('password')}
      />
      <PasswordStrength password={values.password} />
      <PasswordInput
        label={businessMessages.advisorPasswordConfirm}
        required
        autoComplete="new-password"
        disabled={disabled}
        visibilityToggleButtonProps={toggle}
        {...inputProps('passwordConfirm')}
      />
      <SimpleGrid cols={2} spacing="sm">
        <PasswordInput
          label={messages.signupPin}
          required
          inputMode="numeric"
          autoComplete="off"
          disabled={disabled}
          visibilityToggleButtonProps={toggle}
          {...pinProps('pinCode')}
        />
        <PasswordInput
          label={messages.signupPinConfirm}
          required
          inputMode="numeric"
          autoComplete="off"
          disabled={disabled}
          visibilityToggleButtonProps={toggle}
          {...pinProps('pinCodeConfirm')}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt={-6}>
        {businessMessages.advisorPinHint}
      </Text>
      {withPhone && (
        <PhoneField
          label={businessMessages.advisorPhoneLabel}
          description={businessMessages.advisorPhoneHint}
          required
          disabled={disabled}
          country={values.phoneCountry}
          onCountryChange={(country) => setValue('phoneCountry', country)}
          inputProps={inputProps('phoneNumber')}
        />
      )}
    </>
  );
}
