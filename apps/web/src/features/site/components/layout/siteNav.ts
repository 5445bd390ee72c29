import { AppType, appDisplayName, appRoutes, messages, webRoutes } from '@guru/shared';

/** The header's links (and the mobile drawer's). */
export const headerLinks = [
  { to: appRoutes(AppType.password).root, label: appDisplayName(AppType.password) },
  { to: appRoutes(AppType.documents).root, label: appDisplayName(AppType.documents) },
  { to: webRoutes.pricing, label: messages.siteNavPricing },
  { to: webRoutes.faq, label: messages.siteNavFaq },
  { to: webRoutes.contact, label: messages.siteNavContact },
] as const;

/** The sign-in pages of both apps. */
export const signInLinks = [
  { to: appRoutes(AppType.password).login, label: messages.signInPasswordApp },
  { to: appRoutes(AppType.documents).login, label: messages.signInDocumentsApp },
] as const;
