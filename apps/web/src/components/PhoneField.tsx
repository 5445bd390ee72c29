import { useId } from 'react';
import { Group, Input, NativeSelect, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { messages } from '@guru/shared';
import { phoneCountries } from '../lib/phone';

const countryOptions = phoneCountries.map((c) => ({ value: c.code, label: `${c.code} +${c.dial}` }));

export interface PhoneFieldProps {
  label: string;
  description?: string;
  required?: boolean;
  country: string;
  onCountryChange: (country: string) => void;
  /** The number box's value, onChange, onFocus, onBlur and error (from the form). */
  inputProps: GetInputPropsReturnType;
  disabled?: boolean;
}

/**
 * A country-aware phone entry: the country's calling code, then the number as people write it
 * (a number typed with "+" keeps its own code). Checked with the shared phone validator.
 */
export function PhoneField({
  label,
  description,
  required,
  country,
  onCountryChange,
  inputProps,
  disabled,
}: PhoneFieldProps) {
  const id = useId();
  const { error, ...numberProps } = inputProps;
  const errorText = typeof error === 'string' && error !== '' ? error : undefined;
  return (
    <Input.Wrapper id={id} label={label} description={description} required={required} error={errorText}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <NativeSelect
          aria-label={`${label}: ${messages.signupPhoneCountry}`}
          data={countryOptions}
          value={country}
          onChange={(event) => onCountryChange(event.currentTarget.value)}
          disabled={disabled}
          w={104}
          style={{ flexShrink: 0 }}
          error={errorText !== undefined}
        />
        <TextInput
          id={id}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required={required}
          disabled={disabled}
          style={{ flex: 1 }}
          {...numberProps}
          error={errorText !== undefined}
        />
      </Group>
    </Input.Wrapper>
  );
}
