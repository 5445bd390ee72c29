import { Alert, Button, Card, Center, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconUpload, IconX } from '@tabler/icons-react';
import { businessMessages, messages } from '@guru/shared';
import type { useBrandingEditor } from '../hooks/useBrandingEditor';
import { logoTypes } from '../lib/logoFile';

export interface LogoEditorProps {
  editor: ReturnType<typeof useBrandingEditor>;
  currentUrl: string;
  /** The firm uploaded its own logo (it can go back to the one made from its name). */
  customLogo: boolean;
  firmName: string;
}

/** The logo: the current one, a PNG or JPEG chosen with its preview, saved when the advisor says so. */
export function LogoEditor({ editor, currentUrl, customLogo, firmName }: LogoEditorProps) {
  const shown = editor.preview ?? currentUrl;
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Text fw={600}>{businessMessages.brandingLogoLabel}</Text>
        <Text size="sm" c="dimmed">
          {businessMessages.brandingLogoHint}
        </Text>
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {editor.preview ? businessMessages.brandingNewLogo : businessMessages.brandingCurrentLogo}
          </Text>
          <Center
            bg="gray.0"
            p="md"
            style={{
              borderRadius: 'var(--mantine-radius-md)',
              border: '1px dashed var(--mantine-color-gray-4)',
            }}
            mih={120}
          >
            {shown !== '' && (
              <Image
                src={shown}
                alt={`${firmName} ${messages.firmLogoAlt.toLowerCase()}`}
                mah={96}
                w="auto"
                fit="contain"
                data-testid="logo-preview"
              />
            )}
          </Center>
        </Stack>
        {editor.fileError && (
          <Alert color="red" variant="light" role="alert" py="xs">
            {editor.fileError}
          </Alert>
        )}
        <Group gap="sm">
          <FileButton onChange={editor.choose} accept={logoTypes.join(',')}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconPhotoUp size={16} />}
                disabled={editor.saving === 'logo'}
              >
                {businessMessages.brandingChooseLogo}
              </Button>
            )}
          </FileButton>
          {!editor.file && customLogo && (
            <Button
              variant="subtle"
              color="gray"
              loading={editor.saving === 'logo'}
              onClick={() => void editor.removeLogo()}
            >
              {businessMessages.brandingRemoveLogo}
            </Button>
          )}
          {editor.file && (
            <>
              <Button
                leftSection={<IconUpload size={16} />}
                loading={editor.saving === 'logo'}
                onClick={() => void editor.saveLogo()}
              >
                {businessMessages.brandingUploadLogo}
              </Button>
              <Button
                variant="subtle"
                color="gray"
                leftSection={<IconX size={16} />}
                onClick={editor.discard}
                disabled={editor.saving === 'logo'}
              >
                {businessMessages.brandingCancelLogo}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
