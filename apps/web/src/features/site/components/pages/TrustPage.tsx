import { Anchor, Card, Container, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { messages, trustPage, webRoutes } from '@guru/shared';
import { PageHero } from '../layout/PageHero';
import { SiteLayout } from '../layout/SiteLayout';

/** /trust: who can see what, how data is encrypted, kept and recorded (only what the suite does). */
export function TrustPage() {
  return (
    <SiteLayout>
      <PageHero title={trustPage.title} text={trustPage.intro} />
      <Container size="md" py={{ base: 40, sm: 56 }}>
        <Stack gap="lg">
          {trustPage.sections.map((section) => (
            <Card key={section.heading} withBorder radius="lg" padding="xl" component="section">
              <Title order={2} size="h3" mb="sm">
                {section.heading}
              </Title>
              <Stack gap="sm">
                {section.paragraphs.map((p) => (
                  <Text key={p} c="gray.8">
                    {p}
                  </Text>
                ))}
                {'items' in section && section.items && (
                  <List spacing="xs">
                    {section.items.map((item) => (
                      <List.Item key={item}>{item}</List.Item>
                    ))}
                  </List>
                )}
              </Stack>
            </Card>
          ))}
          <Anchor component={Link} to={webRoutes.contact}>
            {messages.footerContact}
          </Anchor>
        </Stack>
      </Container>
    </SiteLayout>
  );
}
