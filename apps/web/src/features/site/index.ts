/** What the rest of the web app may use of the public site (import through this file only). */
export { SiteHomePage } from './components/home/SiteHomePage';
export { PricingPage } from './components/pricing/PricingPage';
export { FaqPage } from './components/pages/FaqPage';
export { MediaPage } from './components/pages/MediaPage';
export { ContactPage } from './components/pages/ContactPage';
export { UnsubscribePage } from './components/pages/UnsubscribePage';
export { AppLearnMorePage } from './components/apps/AppLearnMorePage';
export { AppSecurityPage } from './components/apps/AppSecurityPage';
export { AppFaqPage } from './components/apps/AppFaqPage';
export { TrustPage } from './components/pages/TrustPage';
