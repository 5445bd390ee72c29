import { useState, type FormEvent } from 'react';
import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ErrorCode, messages } from '@guru/shared';
import { errorMessage, isApiError } from '../../../lib/apiClient';
import { clearToasts, notifyOops } from '../../../lib/notify';
import { defaultPhoneCountry } from '../../../lib/phone';
import { validateAccount, type AccountValues } from '../lib/accountValidation';
import { AccountFields } from './AccountFields';

export interface AccountSetupFormProps {
  withUsername: boolean;
  withPhone: boolean;
  submitLabel: string;
  /** Derives and sends; a refusal is shown (a taken username on its field). */
  onSave: (values: AccountValues) => Promise<void>;
}

const empty: AccountValues = {
  username: '',
  password: '',
  passwordConfirm: '',
  pinCode: '',
  pinCodeConfirm: '',
  phoneCountry: defaultPhoneCountry,
  phoneNumber: '',
};

/** The account of a set-up link (an advisor invited by the provider, the first provider admin). */
export function AccountSetupForm({ withUsername, withPhone, submitLabel, onSave }: AccountSetupFormProps) {
  const [busy, setBusy] = useState(false);
  const form = useForm<AccountValues>({
    mode: 'controlled',
    initialValues: empty,
    validate: (v) => validateAccount(v, { withUsername, withPhone }),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (busy) return;
    if (form.validate().hasErrors) {
      notifyOops(messages.fillRequiredFields);
      return;
    }
    setBusy(true);
    onSave(form.getValues())
      .then(() => clearToasts())
      .catch((error: unknown) => {
        if (isApiError(error, ErrorCode.USERNAME_TAKEN)) form.setFieldError('username', error.message);
        notifyOops(errorMessage(error));
      })
      .finally(() => setBusy(false));
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy}>
      <Stack gap="sm">
        <AccountFields
          values={form.getValues()}
          inputProps={(field) => form.getInputProps(field)}
          setValue={(field, value) => form.setFieldValue(field, value)}
          disabled={busy}
          withUsername={withUsername}
          withPhone={withPhone}
        />
        <Button type="submit" size="md" fullWidth mt="xs" loading={busy}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
