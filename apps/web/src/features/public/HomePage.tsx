import { Center, Loader } from '@mantine/core';
import { SiteHomePage } from '../site';
import { useBranding } from '../../lib/branding';
import { FirmHomePage } from './FirmHomePage';
import { isFirmHost } from './lib/firmHost';

/**
 * `/`: on a firm's own host the firm's page for its clients (as before); on the suite's own domain
 * (or a host of no firm) the suite's site for advisors and their clients.
 */
export function HomePage() {
  const branding = useBranding();
  // Only the first answer is waited for: a host of no firm (404) shows the suite's site at once, not after the retry.
  if (branding.isPending && branding.failureCount === 0) {
    return (
      <Center mih="100vh">
        <Loader aria-hidden />
      </Center>
    );
  }
  return isFirmHost(branding.data, window.location.hostname) ? <FirmHomePage /> : <SiteHomePage />;
}
