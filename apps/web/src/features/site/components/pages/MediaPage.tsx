import {
  Box,
  Button,
  Card,
  Container,
  CopyButton,
  Grid,
  Group,
  Image,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCheck, IconCopy, IconDownload, IconMicrophone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AppType, appDisplayName, messages, webRoutes } from '@guru/shared';
import { PageHero } from '../layout/PageHero';
import { SiteLayout } from '../layout/SiteLayout';

/** The press kit's logo file (apps/web/public/press). */
export const pressLogoPath = '/press/guru-suite-logo.svg';

const descriptions = [
  { name: messages.productName, text: messages.mediaDescriptionSuite },
  { name: appDisplayName(AppType.password), text: messages.mediaDescriptionPassword },
  { name: appDisplayName(AppType.documents), text: messages.mediaDescriptionDocuments },
] as const;

function Description({ name, text }: { name: string; text: string }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text fw={700}>{name}</Text>
        <CopyButton value={text} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              size="compact-sm"
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              onClick={copy}
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            >
              {copied ? messages.mediaCopied : messages.mediaCopy}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text size="sm" c="gray.7">
        {text}
      </Text>
    </Card>
  );
}

/** /media: the press kit (logo, short descriptions, press contact). */
export function MediaPage() {
  return (
    <SiteLayout>
      <PageHero title={messages.mediaTitle} text={messages.mediaIntro} />
      <Container size="lg" py={{ base: 40, sm: 56 }}>
        <Grid gap={40}>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <Card withBorder radius="lg" padding="xl" component="section">
                <Title order={2} size="h3" mb="xs">
                  {messages.mediaLogoHeading}
                </Title>
                <Text c="dimmed" size="sm" mb="lg">
                  {messages.mediaLogoText}
                </Text>
                <Box bg="gray.0" p="xl" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
                  <Image
                    src={pressLogoPath}
                    alt={messages.mediaLogoAlt}
                    h={72}
                    w="auto"
                    fit="contain"
                    mx="auto"
                  />
                </Box>
                <Button
                  component="a"
                  href={pressLogoPath}
                  download="guru-suite-logo.svg"
                  mt="lg"
                  variant="light"
                  leftSection={<IconDownload size={18} />}
                >
                  {messages.mediaLogoDownload}
                </Button>
              </Card>
              <Card withBorder radius="lg" padding="xl" bg="indigo.0" component="section">
                <Group gap="sm" mb="xs" wrap="nowrap">
                  <IconMicrophone size={22} color="var(--mantine-color-indigo-7)" aria-hidden />
                  <Title order={2} size="h3">
                    {messages.mediaPressHeading}
                  </Title>
                </Group>
                <Text size="sm" c="gray.7" mb="md">
                  {messages.mediaPressText}
                </Text>
                <Button
                  component={Link}
                  to={`${webRoutes.contact}?topic=press`}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {messages.mediaPressButton}
                </Button>
              </Card>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md" component="section">
              <Stack gap={2}>
                <Title order={2} size="h3">
                  {messages.mediaDescriptionsHeading}
                </Title>
                <Text c="dimmed" size="sm">
                  {messages.mediaDescriptionsText}
                </Text>
              </Stack>
              {descriptions.map((d) => (
                <Description key={d.name} name={d.name} text={d.text} />
              ))}
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </SiteLayout>
  );
}
