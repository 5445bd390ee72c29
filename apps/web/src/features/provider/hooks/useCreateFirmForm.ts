import { useState } from 'react';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import {
  PlanId,
  businessMessages,
  formatMessage,
  messages,
  subdomainRefusalMessages,
  subscriptionMessages,
  type PlanId as PlanIdType,
  type ProviderCreateFirmBody,
} from '@guru/shared';
import { errorMessage } from '../../../lib/apiClient';
import { notifyOops, notifySuccess } from '../../../lib/notify';
import { useSignedIn } from '../../auth';
import { emailError } from '../../signup';
import { nameError, subdomainFromName, subdomainInput, subdomainProblem } from '../../firm-signup';
import { createFirm, providerFirmsKey } from '../api/providerApi';
import { dateInputToIso, isFutureDay } from '../lib/firmActions';

export interface CreateFirmValues {
  name: string;
  subdomain: string;
  planId: PlanIdType;
  status: 'trialing' | 'active';
  periodEnd: string;
  firstName: string;
  lastName: string;
  email: string;
}

const initialValues: CreateFirmValues = {
  name: '',
  subdomain: '',
  planId: PlanId.allInOne,
  status: 'trialing',
  periodEnd: '',
  firstName: '',
  lastName: '',
  email: '',
};

/** Create a firm and invite its first advisor: the shared rules on every field, then one call. */
export function useCreateFirmForm(onCreated: () => void) {
  const { app } = useSignedIn();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [subdomainTyped, setSubdomainTyped] = useState(false);
  const form = useForm<CreateFirmValues>({
    mode: 'controlled',
    initialValues,
    validate: {
      name: (v) => nameError(v, messages.firmColumnName) ?? null,
      subdomain: (v) => subdomainProblem(v),
      periodEnd: (v) => (v === '' || isFutureDay(v, new Date()) ? null : businessMessages.periodEndPast),
      firstName: (v) => nameError(v, messages.signupFirstName) ?? null,
      lastName: (v) => nameError(v, messages.signupLastName) ?? null,
      email: (v) => emailError(v) ?? null,
    },
  });

  const submit = async (values: CreateFirmValues, subdomainRefused: string | null): Promise<void> => {
    if (subdomainRefused) {
      form.setFieldError('subdomain', subdomainRefused);
      return;
    }
    const periodEnd = dateInputToIso(values.periodEnd);
    const body: ProviderCreateFirmBody = {
      name: values.name.trim(),
      subdomain: values.subdomain,
      planId: values.planId,
      status: values.status,
      ...(periodEnd ? { periodEnd } : {}),
      advisor: {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
      },
    };
    setBusy(true);
    try {
      const result = await createFirm(app, body);
      await queryClient.invalidateQueries({ queryKey: providerFirmsKey });
      notifySuccess(
        formatMessage(businessMessages.firmCreated, { firm: result.firm.name, email: result.inviteSentTo }),
      );
      form.reset();
      setSubdomainTyped(false);
      onCreated();
    } catch (error) {
      const message = errorMessage(error);
      if (subdomainRefusalMessages.includes(message)) form.setFieldError('subdomain', message);
      else if (message === subscriptionMessages.emailTaken) form.setFieldError('email', message);
      notifyOops(message);
    } finally {
      setBusy(false);
    }
  };

  return {
    form,
    busy,
    setName: (name: string) => {
      form.setFieldValue('name', name);
      if (!subdomainTyped) form.setFieldValue('subdomain', subdomainFromName(name));
    },
    setSubdomain: (typed: string) => {
      setSubdomainTyped(typed !== '');
      form.setFieldValue('subdomain', subdomainInput(typed));
    },
    submit,
  };
}
