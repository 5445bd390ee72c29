import { useState } from 'react';
import { Button, Group, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  accountSettingsMessages as m,
  messages,
  phoneHint,
  type AccountSettings,
  type AppType,
} from '@guru/shared';
import { PhoneField } from '../../../components/PhoneField';
import { defaultPhoneCountry, phoneFieldsOf, phoneOf } from '../../../lib/phone';
import { saveYourInfo } from '../api/accountSettingsApi';
import { useSaveSettings } from '../hooks/useSaveSettings';
import { CellPhoneChange } from './CellPhoneChange';
import { PhotoPicker } from './PhotoPicker';
import { SettingsActions } from './SettingsActions';
import { SettingsCard } from '../../../components/SettingsCard';

/** "Your Info": photo, names, notification by e-mail, the optional alternate phone, and the cell phone (changed by SMS codes). */
export function YourInfoSection({ app, settings }: { app: AppType; settings: AccountSettings }) {
  const alternateFields = settings.recoverPhoneNumber
    ? phoneFieldsOf(settings.recoverPhoneNumber)
    : { country: defaultPhoneCountry, number: '' };
  const [firstName, setFirstName] = useState(settings.firstName);
  const [lastName, setLastName] = useState(settings.lastName);
  const [notify, setNotify] = useState(settings.enableNotification);
  const [altCountry, setAltCountry] = useState(alternateFields.country);
  const [altNumber, setAltNumber] = useState(alternateFields.number);
  const { error, setError, busy, save: saveSettings } = useSaveSettings(app);
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
    await saveSettings(() =>
      saveYourInfo(app, { firstName, lastName, enableNotification: notify, recoverPhoneNumber: alternate }),
    );
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
            <TextInput
              label={m.settingsFirstName}
              required
              value={firstName}
              onChange={(e) => setFirstName(e.currentTarget.value)}
              disabled={busy}
              autoComplete="given-name"
            />
            <TextInput
              label={m.settingsLastName}
              required
              value={lastName}
              onChange={(e) => setLastName(e.currentTarget.value)}
              disabled={busy}
              autoComplete="family-name"
            />
            <TextInput label={m.settingsUsername} value={settings.username} readOnly variant="filled" />
            <TextInput label={m.settingsEmail} value={settings.email} readOnly variant="filled" />
          </SimpleGrid>
          <Switch
            label={m.settingsNotifyByEmail}
            description={m.settingsNotifyByEmailHint}
            checked={notify}
            onChange={(e) => setNotify(e.currentTarget.checked)}
            disabled={busy}
          />
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
            inputProps={{
              value: altNumber,
              onChange: (e: React.ChangeEvent<HTMLInputElement>) => setAltNumber(e.currentTarget.value),
              error: undefined,
            }}
            disabled={busy}
          />
          <SettingsActions error={error} busy={busy} label={m.settingsSave} />
        </Stack>
      </form>
      <CellPhoneChange app={app} opened={changingPhone} onClose={() => setChangingPhone(false)} />
    </SettingsCard>
  );
}
