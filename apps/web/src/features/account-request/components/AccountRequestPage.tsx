import { Anchor, Button, Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AppType, appRoutes, messages, relationshipOptions } from '@guru/shared';
import { EntryCard } from '../../../components/EntryCard';
import { PhoneField } from '../../../components/PhoneField';
import { useAccountRequestForm } from '../hooks/useAccountRequestForm';
import { AccountRequestModals } from './AccountRequestModals';

function requestTitle(app: AppType): string {
  return app === AppType.documents ? messages.requestDocumentsAccount : messages.requestTitlePassword;
}

/** /password-management/request-account and /documents-guru/request-account (the specification's account request screen). */
export function AccountRequestPage({ app }: { app: AppType }) {
  const { form, busy, modal, setModal, onSubmit } = useAccountRequestForm(app);
  const values = form.getValues();
  return (
    <EntryCard title={requestTitle(app)} description={messages.requestIntro}>
      <form noValidate onSubmit={onSubmit} aria-busy={busy}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={messages.requestFirstName}
              required
              autoComplete="given-name"
              autoFocus
              disabled={busy}
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={messages.requestLastName}
              required
              autoComplete="family-name"
              disabled={busy}
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label={messages.requestEmail}
            required
            type="email"
            autoComplete="email"
            disabled={busy}
            {...form.getInputProps('email')}
          />
          <PhoneField
            label={messages.requestPhone}
            disabled={busy}
            country={values.phoneCountry}
            onCountryChange={(country) => form.setFieldValue('phoneCountry', country)}
            inputProps={form.getInputProps('phoneNumber')}
          />
          <Radio.Group label={messages.requestRelationship} required {...form.getInputProps('relationship')}>
            <Stack gap="xs" mt={6}>
              {relationshipOptions.map((option) => (
                <Radio key={option} value={option} label={option} disabled={busy} />
              ))}
            </Stack>
          </Radio.Group>
          <Button type="submit" size="md" fullWidth mt="sm" loading={busy}>
            {messages.requestSubmit}
          </Button>
          <Group justify="center">
            <Anchor component={Link} to={appRoutes(app).root} size="sm">
              <Group gap={4} wrap="nowrap">
                <IconArrowLeft size={14} aria-hidden />
                {messages.requestBack}
              </Group>
            </Anchor>
          </Group>
        </Stack>
      </form>
      <AccountRequestModals app={app} modal={modal} onClose={() => setModal(null)} />
    </EntryCard>
  );
}
