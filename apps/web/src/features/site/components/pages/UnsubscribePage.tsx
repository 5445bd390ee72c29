import { useState } from 'react';
import { Alert, Anchor, Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconMailOff } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { messages, unsubscribeTokenSchema, webRoutes } from '@guru/shared';
import { errorMessage } from '../../../../lib/apiClient';
import { unsubscribeNewsletter } from '../../api/siteApi';
import { SiteLayout } from '../layout/SiteLayout';

type State = { kind: 'ready' } | { kind: 'busy' } | { kind: 'done' } | { kind: 'failed'; message: string };

/**
 * /newsletter/unsubscribe#token: opened from the newsletter's link. Opening it changes nothing (the
 * token stays in the fragment, which browsers never send); the Unsubscribe button posts it.
 */
export function UnsubscribePage() {
  const { hash } = useLocation();
  const token = hash.replace(/^#/, '');
  const valid = unsubscribeTokenSchema.safeParse(token).success;
  const [state, setState] = useState<State>({ kind: 'ready' });

  const unsubscribe = async () => {
    setState({ kind: 'busy' });
    try {
      await unsubscribeNewsletter(token);
      setState({ kind: 'done' });
    } catch (error) {
      setState({ kind: 'failed', message: errorMessage(error) });
    }
  };

  const done = state.kind === 'done';
  return (
    <SiteLayout>
      <Container size={520} py={{ base: 48, sm: 96 }}>
        <Paper withBorder radius="lg" p="xl" shadow="sm">
          <Stack gap="md" align="center" ta="center">
            <ThemeIcon size={56} radius="xl" variant="light" color={done ? 'teal' : 'indigo'}>
              {done ? <IconCircleCheck size={32} /> : <IconMailOff size={30} />}
            </ThemeIcon>
            <Title order={1} size="h3">
              {done ? messages.unsubscribedTitle : messages.unsubscribeTitle}
            </Title>
            {done ? (
              <Text c="dimmed" role="status">
                {messages.unsubscribedText}
              </Text>
            ) : valid ? (
              <>
                <Text c="dimmed">{messages.unsubscribeText}</Text>
                {state.kind === 'failed' && (
                  <Alert color="red" variant="light" icon={<IconAlertTriangle />} w="100%" ta="left">
                    {state.message}
                  </Alert>
                )}
                <Button
                  size="md"
                  color="red"
                  variant="light"
                  loading={state.kind === 'busy'}
                  onClick={() => void unsubscribe()}
                >
                  {messages.unsubscribeButton}
                </Button>
              </>
            ) : (
              <Alert color="red" variant="light" icon={<IconAlertTriangle />} w="100%" ta="left">
                {messages.unsubscribeInvalid}
              </Alert>
            )}
            <Anchor component={Link} to={done ? webRoutes.pricing : webRoutes.home} size="sm">
              {done ? messages.siteNavPricing : messages.backToHome}
            </Anchor>
          </Stack>
        </Paper>
      </Container>
    </SiteLayout>
  );
}
