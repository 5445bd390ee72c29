import { Box, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingBank, IconEyeOff, IconTransferIn, IconUsers } from '@tabler/icons-react';
import { messages } from '@guru/shared';

const features = [
  { Icon: IconBuildingBank, title: messages.homeFeatureBrandTitle, text: messages.homeFeatureBrandText },
  { Icon: IconUsers, title: messages.homeFeatureClientsTitle, text: messages.homeFeatureClientsText },
  { Icon: IconTransferIn, title: messages.homeFeatureShareTitle, text: messages.homeFeatureShareText },
  { Icon: IconEyeOff, title: messages.homeFeaturePrivacyTitle, text: messages.homeFeaturePrivacyText },
] as const;

/** For advisors: what offering the suite to clients involves. */
export function HomeAdvisors() {
  return (
    <Box bg="gray.0" py={{ base: 48, sm: 72 }} component="section">
      <Container size="lg">
        <Stack gap={4} mb="xl">
          <Title order={2} fz={{ base: 28, sm: 34 }}>
            {messages.homeAdvisorsHeading}
          </Title>
          <Text c="dimmed" size="lg" maw={640}>
            {messages.homeAdvisorsIntro}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xl">
          {features.map(({ Icon, title, text }) => (
            <Stack key={title} gap="sm">
              <ThemeIcon size={44} radius="md" variant="filled" color="indigo">
                <Icon size={24} />
              </ThemeIcon>
              <Title order={3} size="h4">
                {title}
              </Title>
              <Text c="dimmed" size="sm">
                {text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
