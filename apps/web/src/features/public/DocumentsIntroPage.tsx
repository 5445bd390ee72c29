import { Anchor, Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { AppType, appRoutes, messages } from '@guru/shared';
import { EntryCard } from '../../components/EntryCard';
import { IntroLinks } from './PasswordIntroPage';

/** /documents-guru: the document vault's intro page (the specification's intro page). */
export function DocumentsIntroPage() {
  const routes = appRoutes(AppType.documents);
  return (
    <EntryCard title={messages.appNameDocuments} description={messages.documentsIntroText}>
      <Stack gap="md">
        <Button component={Link} to={routes.login} size="md" fullWidth>
          {messages.logIn}
        </Button>
        <Anchor component={Link} to={routes.requestAccount} ta="center">
          {messages.requestDocumentsAccount}
        </Anchor>
        <IntroLinks app={AppType.documents} />
      </Stack>
    </EntryCard>
  );
}
