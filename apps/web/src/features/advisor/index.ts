/** What the rest of the web app may use of the advisor console (import through this file only). */
export { AdvisorHomePage } from './AdvisorHomePage';
export { BrandingPage } from './components/BrandingPage';
export { SubscriptionPage } from './components/SubscriptionPage';
export { SubscriptionGate } from './components/SubscriptionGate';
export { ConsoleClosedNotice } from './components/ConsoleClosedNotice';
/** The subscription's look, shared with the provider console. */
export { statusLooks as subscriptionStatusLooks } from './lib/subscriptionView';
export { SubscriptionSummary } from './components/SubscriptionSummary';
