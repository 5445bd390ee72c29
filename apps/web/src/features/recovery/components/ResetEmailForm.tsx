import { useState } from 'react';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { appRoutes, emailAddressSchema, recoveryMessages, type AppType } from '@guru/shared';
import { EntryCard } from '../../../components/EntryCard';
import { FormError } from '../../../components/FormError';
import { OutcomeCard } from '../../../components/OutcomeCard';
import { errorMessage } from '../../../lib/apiClient';
import { requestResetLink } from '../api/recoveryApi';

/** "Forgot password?": the e-mail form. The answer is the same whether or not the address is known. */
export function ResetEmailForm({ app }: { app: AppType }) {
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: { email: (value) => emailAddressSchema.safeParse(value).error?.issues[0]?.message ?? null },
  });
  const backToSignIn = (
    <Anchor component={Link} to={appRoutes(app).login} size="sm" ta="center">
      {recoveryMessages.backToSignIn}
    </Anchor>
  );

  if (sent) {
    return (
      <OutcomeCard
        outcome="success"
        title={recoveryMessages.linkSentTitle}
        message={recoveryMessages.linkSent}
      >
        {backToSignIn}
      </OutcomeCard>
    );
  }

  const submit = async (values: { email: string }) => {
    setBusy(true);
    setError(null);
    try {
      await requestResetLink(app, values.email.trim());
      setSent(true);
    } catch (cause) {
      setError(errorMessage(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <EntryCard title={recoveryMessages.forgotTitle} description={recoveryMessages.forgotIntro}>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <TextInput
            label={recoveryMessages.emailLabel}
            type="email"
            autoComplete="email"
            autoFocus
            disabled={busy}
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={busy} fullWidth size="md">
            {recoveryMessages.sendLink}
          </Button>
          <FormError message={error} />
          {backToSignIn}
        </Stack>
      </form>
    </EntryCard>
  );
}
