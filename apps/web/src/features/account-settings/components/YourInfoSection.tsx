import { useState } from 'react';
import { Button, Group, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { accountSettingsMessages as m, messages, phoneHint, type AccountSettings, type AppType } from '@guru/shared';
import { FormError } from '../../../components/FormError';
import { PhoneField } from '../../../components/PhoneField';
import { errorMessage } from '../../../lib/apiClient';
import { notifySuccess } from '../../../lib/notify';
import { defaultPhoneCountry, phoneFieldsOf, phoneOf } from '../../../lib/phone';
import { sessionQueryKey } from '../../auth';
import { accountSettingsQueryKey, saveYourInfo } from '../api/accountSettingsApi';
import { CellPhoneChange } from './CellPhoneChange';
import { PhotoPicker } from './PhotoPicker';
import { SettingsCard } from './SettingsCard';

/** "Your Info": photo, names, notification by e-mail, the optional alternate phone, and the cell phone (changed by SMS codes). */
export function YourInfoSection({ app, settings }: { app: AppType; settings: AccountSettings }) {
  const queryClient = useQueryClient();
  const alternateFields = settings.recoverPhoneNumber ? phoneFieldsOf(settings.recoverPhoneNumber) : { country: defaultPhoneCountry, number: '' };
  const [firstName, setFirstName] = useState(settings.firstName);
  const [lastName, setLastName] = useState(settings.lastName);
  const [notify, setNotify] = useState(settings.enableNotification);
  const [altCountry, setAltCountry] = useState(alternateFields.country);
  const [altNumber, setAltNumber] = useState(alternateFields.number);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [changingPhone, setChangingPhone] = useState(false);

  const save = async () => {
    const alternate = altNumber.trim() === '' ? null : phoneOf(altCountry, altNumber);
    if (altNumber.trim() !== '' && !alternate) {
      setError(messages.phoneInvalid);
      return;
    }
    if (firstName.trim() === '' || lastName.trim() === '') {
      setError(m.settingsNameRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const saved = await saveYourInfo(app, { firstName, lastName, enableNotification: notify, recoverPhoneNumber: alternate });
      queryClient.setQueryData(accountSettingsQueryKey(app), saved);
      // The header shows the name from the session's user.
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey(app) });
      notifySuccess(m.settingsSaved, m.settingsSavedTitle);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsCard title={m.settingsYourInfo} testId="your-info">
      <PhotoPicker app={app} settings={settings} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label={m.settingsFirstName} required value={firstName} onChange={(e) => setFirstName(e.currentTarget.value)} disabled={busy} autoComplete="given-name" />
            <TextInput label={m.settingsLastName} required value={lastName} onChange={(e) => setLastName(e.currentTarget.value)} disabled={busy} autoComplete="family-name" />
            <TextInput label={m.settingsUsername} value={settings.username} readOnly variant="filled" />
            <TextInput label={m.settingsEmail} value={settings.email} readOnly variant="filled" />
          </SimpleGrid>
          <Switch label={m.settingsNotifyByEmail} description={m.settingsNotifyByEmailHint} checked={notify} onChange={(e) => setNotify(e.currentTarget.checked)} disabled={busy} />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {m.settingsCellPhone}
            </Text>
            <Group gap="sm">
              <Text size="sm" data-testid="cell-phone">
                {phoneHint(settings.phoneNumber)}
              </Text>
              <Button variant="subtle" size="compact-sm" onClick={() => setChangingPhone(true)}>
                {m.settingsChangeCellPhone}
              </Button>
            </Group>
          </Stack>
          <PhoneField
            label={`${m.settingsAlternatePhone} (${m.settingsOptional})`}
            description={m.settingsAlternatePhoneHint}
            country={altCountry}
            onCountryChange={setAltCountry}
            inputProps={{ value: altNumber, onChange: (e: React.ChangeEvent<HTMLInputElement>) => setAltNumber(e.currentTarget.value), error: undefined }}
            disabled={busy}
          />
          <FormError message={error} />
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              {m.settingsSave}
            </Button>
          </Group>
        </Stack>
      </form>
      <CellPhoneChange app={app} opened={changingPhone} onClose={() => setChangingPhone(false)} />
    </SettingsCard>
  );
}
