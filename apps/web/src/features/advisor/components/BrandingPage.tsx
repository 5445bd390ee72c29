import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { businessMessages, messages, webRoutes } from '@guru/shared';
import { SignedInLayout } from '../../../app/layouts/SignedInLayout';
import { errorMessage } from '../../../lib/apiClient';
import { useBrandingEditor } from '../hooks/useBrandingEditor';
import { BrandingPreview } from './BrandingPreview';
import { CompanyNameForm } from './CompanyNameForm';
import { LogoEditor } from './LogoEditor';
import { BackLink } from '../../../components/PageHeading';

/** /dashboard/branding: the firm's company name and logo, as its clients see them on the entry pages. */
export function BrandingPage() {
  const editor = useBrandingEditor();
  const settings = editor.settings.data;
  const name = settings?.companyName ?? '';

  return (
    <SignedInLayout title={messages.productName}>
      <Stack gap="lg">
        <BackLink to={webRoutes.advisorHome}>{businessMessages.backToAdvisorHome}</BackLink>
        <Stack gap={4}>
          <Title order={1} size="h2">
            {businessMessages.brandingTitle}
          </Title>
          <Text c="dimmed">{businessMessages.brandingIntro}</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
          <Stack gap="lg">
            {editor.settings.isError && <Alert color="red">{errorMessage(editor.settings.error)}</Alert>}
            {settings && (
              <CompanyNameForm
                key={name}
                initial={name}
                saving={editor.saving === 'name'}
                onSave={editor.saveName}
              />
            )}
            {settings && (
              <LogoEditor
                editor={editor}
                currentUrl={settings.logoUrl}
                customLogo={settings.customLogo}
                firmName={name}
              />
            )}
          </Stack>
          <BrandingPreview name={name} logoUrl={editor.preview ?? settings?.logoUrl ?? ''} />
        </SimpleGrid>
      </Stack>
    </SignedInLayout>
  );
}
