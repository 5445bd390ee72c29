import { isRouteErrorResponse, useRouteError } from 'react-router';
import { messages } from '@guru/shared';
import { FullPageError } from '../../components/FullPageStatus';
import { NotFoundPage } from '../../components/NotFoundPage';
import { EntryLayoutFrame } from '../../components/EntryLayout';

/** Rendered by the router when a screen throws. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <EntryLayoutFrame>
        <NotFoundPage />
      </EntryLayoutFrame>
    );
  }
  return <FullPageError message={messages.internal} onRetry={() => window.location.reload()} />;
}
