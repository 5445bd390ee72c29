import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AppType, appRoutes, messages } from '@guru/shared';
import { EntryCard } from '../../components/EntryCard';

/**
 * /password-management: Password Guru's intro page, with the specification's four links (request
 * an account, log in, learn more, security details) and the app's FAQ.
 */
export function PasswordIntroPage() {
  const routes = appRoutes(AppType.password);
  return (
    <EntryCard title={messages.appNamePassword} description={messages.passwordIntroText}>
      <Stack gap="md">
        <Button component={Link} to={routes.login} size="md" fullWidth>
          {messages.logIn}
        </Button>
        <Anchor component={Link} to={routes.requestAccount} ta="center">
          {messages.requestTitlePassword}
        </Anchor>
        <IntroLinks app={AppType.password} />
      </Stack>
    </EntryCard>
  );
}

/** learn more · security details · FAQ, under an intro page's buttons. */
export function IntroLinks({ app }: { app: AppType }) {
  const routes = appRoutes(app);
  const links = [
    { to: routes.learnMore, label: messages.learnMoreLink },
    { to: routes.securityDetails, label: messages.securityDetailsLink },
    { to: routes.faq, label: messages.faqLink },
  ];
  return (
    <Group justify="center" gap="xs">
      {links.map((link, index) => (
        <Group key={link.to} gap="xs">
          {index > 0 && (
            <Text c="dimmed" size="sm" aria-hidden>
              ·
            </Text>
          )}
          <Anchor component={Link} to={link.to} size="sm">
            {link.label}
          </Anchor>
        </Group>
      ))}
    </Group>
  );
}
