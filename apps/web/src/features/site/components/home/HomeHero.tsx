import { Badge, Box, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages, webRoutes } from '@guru/shared';
import { EntryIllustration, entryPanelBackground } from '../../../../components/EntryIllustration';

/** The home page's opening band: what the suite is, for whom, and the two next steps. */
export function HomeHero() {
  return (
    <Box style={{ background: entryPanelBackground, overflow: 'hidden' }} py={{ base: 48, md: 80 }}>
      <Container size="lg">
        <Grid gap={48} align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg" c="white">
              <Badge variant="white" size="lg" radius="sm" w="fit-content">
                {messages.homeHeroEyebrow}
              </Badge>
              <Title order={1} fz={{ base: 36, sm: 50 }} lh={1.1} style={{ letterSpacing: '-0.02em' }}>
                {messages.homeHeroTitle}
              </Title>
              <Text fz={{ base: 'md', sm: 'lg' }} maw={560} style={{ opacity: 0.92 }}>
                {messages.homeHeroText}
              </Text>
              <Group gap="sm" mt="xs">
                <Button
                  component={Link}
                  to={webRoutes.signup}
                  size="lg"
                  variant="white"
                  rightSection={<IconArrowRight size={18} />}
                >
                  {messages.startTrial}
                </Button>
                <Button component={Link} to={webRoutes.pricing} size="lg" variant="outline" color="white">
                  {messages.seePricing}
                </Button>
              </Group>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }} visibleFrom="md">
            <Box h={380}>
              <EntryIllustration />
            </Box>
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
