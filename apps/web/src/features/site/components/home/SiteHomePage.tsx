import { SiteLayout } from '../layout/SiteLayout';
import { HomeAdvisors } from './HomeAdvisors';
import { HomeApps } from './HomeApps';
import { HomeClosing } from './HomeClosing';
import { HomeHero } from './HomeHero';

/** `/` of the suite's own site: what it is, for advisors and for their clients. */
export function SiteHomePage() {
  return (
    <SiteLayout>
      <HomeHero />
      <HomeApps />
      <HomeAdvisors />
      <HomeClosing />
    </SiteLayout>
  );
}
