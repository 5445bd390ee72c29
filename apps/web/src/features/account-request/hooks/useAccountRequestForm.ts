import { useState, type FormEvent } from 'react';
import { useForm } from '@mantine/form';
import { messages, type AppType } from '@guru/shared';
import { errorMessage } from '../../../lib/apiClient';
import { clearToasts, notifyOops } from '../../../lib/notify';
import { defaultPhoneCountry } from '../../../lib/phone';
import { requestAccount } from '../api/accountRequestApi';
import {
  checkAccountRequest,
  validateAccountRequest,
  type AccountRequestErrors,
  type AccountRequestValues,
} from '../lib/accountRequestValidation';

/** Which modal is open: the two notices of an invalid form, or "Request Submitted". */
export type AccountRequestModal = 'required' | 'relationship' | 'submitted' | null;

export function useAccountRequestForm(app: AppType) {
  const [busy, setBusy] = useState(false);
  const [modal, setModal] = useState<AccountRequestModal>(null);
  const form = useForm<AccountRequestValues>({
    mode: 'controlled',
    initialValues: {
      firstName: '',
      lastName: '',
      email: '',
      phoneCountry: defaultPhoneCountry,
      phoneNumber: '',
      relationship: '',
    },
    validate: (values) => validateAccountRequest(values),
  });

  const send = async (
    check: Extract<ReturnType<typeof checkAccountRequest>, { kind: 'send' }>,
  ): Promise<void> => {
    setBusy(true);
    try {
      await requestAccount(app, check.body);
      clearToasts();
      setModal('submitted');
    } catch (error) {
      notifyOops(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (busy) return;
    const { errors } = form.validate();
    const check = checkAccountRequest(form.getValues(), errors as AccountRequestErrors);
    if (check.kind === 'phone') {
      form.setFieldError('phoneNumber', messages.phoneInvalid);
      notifyOops(messages.phoneInvalid);
    } else if (check.kind === 'send') void send(check);
    else {
      // The notice closes back to the form, with the radio group marked (ADR 0012).
      if (check.kind === 'relationship') form.setFieldError('relationship', messages.selectRelationship);
      setModal(check.kind);
    }
  };

  return { form, busy, modal, setModal, onSubmit };
}
