import { useRef, useState } from 'react';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { accountSettingsMessages as m, type AccountSettings, type AppType } from '@guru/shared';
import { FormError } from '../../../components/FormError';
import { errorMessage } from '../../../lib/apiClient';
import { notifySuccess } from '../../../lib/notify';
import { accountSettingsQueryKey, photoUrl, uploadPhoto } from '../api/accountSettingsApi';
import { preparePhoto } from '../lib/photoFile';

/** The photo: a png or jpeg checked by its bytes and size, cut to 200 × 200 here, then stored; the header shows it at once. */
export function PhotoPicker({ app, settings }: { app: AppType; settings: AccountSettings }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const resetRef = useRef<() => void>(null);

  const choose = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    setError(null);
    setBusy(true);
    try {
      const prepared = await preparePhoto(file);
      if ('problem' in prepared) {
        setError(prepared.problem);
        return;
      }
      queryClient.setQueryData(accountSettingsQueryKey(app), await uploadPhoto(app, prepared.blob));
      notifySuccess(m.settingsPhotoUploaded);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {m.settingsPhoto}
      </Text>
      <Group gap="md" wrap="nowrap">
        <Avatar
          size={72}
          radius={72}
          color="indigo"
          src={settings.photoVersion ? photoUrl(app, settings.photoVersion) : null}
          alt={m.settingsPhotoAlt}
          data-testid="settings-photo"
        >
          {`${settings.firstName.charAt(0)}${settings.lastName.charAt(0)}`.toUpperCase()}
        </Avatar>
        <Stack gap={4}>
          <FileButton
            resetRef={resetRef}
            onChange={(file) => void choose(file)}
            accept="image/png,image/jpeg"
          >
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconUpload size={16} />}
                loading={busy}
                w="fit-content"
              >
                {settings.photoVersion ? m.settingsPhotoChange : m.settingsPhotoUpload}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {m.settingsPhotoHint}
          </Text>
        </Stack>
      </Group>
      <FormError message={error} />
    </Stack>
  );
}
