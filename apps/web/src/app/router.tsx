import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppType, advisorClientsRoutes, appBase, appRoutes, appTypes, siteWebRoutes, subscriptionWebRoutes, webRoutes } from '@guru/shared';
import { EntryLayout, ProductEntryLayout } from '../components/EntryLayout';
import { recoveryConsoleRoutes, recoveryEntryRoutes } from '../features/recovery';
import { pinResetEntryRoutes } from '../features/pin-reset';
import { accountSettingsRoutes } from '../features/account-settings';
import { emergencyEntryRoutes } from '../features/emergency';
import { RootLayout } from './layouts/RootLayout';
import { RouteErrorPage } from './layouts/RouteErrorPage';

/**
 * Each screen's code is loaded when its route is first visited (route-level code splitting): the first
 * page carries only the router, the layouts and its own feature.
 */
function lazyElement(load: () => Promise<ReactNode>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ element: await load() }) };
}

/** A screen of a feature module: loads the module, then renders one of its components. */
function lazyPage<M>(load: () => Promise<M>, render: (module: M) => ReactNode): Pick<RouteObject, 'lazy'> {
  return lazyElement(async () => render(await load()));
}

const auth = () => import('../features/auth');
const advisor = () => import('../features/advisor');
const site = () => import('../features/site');
const publicPages = () => import('../features/public');
const firmSignup = () => import('../features/firm-signup');
const provider = () => import('../features/provider');
const signedIn = () => import('./layouts/SignedInOutlet');

/** The Password Guru entry detail screen (features/passwords viewPasswordDetailPath). */
const viewPasswordDetailPath = `${appBase[AppType.password]}/view-password-detail`;

/** Entry screens of one app (sign-in chain, intro, flows of later features). */
function appEntryRoutes(app: AppType): RouteObject[] {
  const routes = appRoutes(app);
  return [
    {
      path: routes.root,
      ...lazyElement(async () => {
        const { DocumentsIntroPage, PasswordIntroPage } = await publicPages();
        return app === AppType.documents ? <DocumentsIntroPage /> : <PasswordIntroPage />;
      }),
    },
    { path: routes.login, ...lazyPage(auth, (m) => <m.LoginPage key={app} app={app} />) },
    { path: routes.verify2fa, ...lazyPage(auth, (m) => <m.TwoFactorPage app={app} />) },
    { path: routes.verifyPin, ...lazyPage(auth, (m) => <m.PinPage app={app} />) },
    { path: routes.signup, ...lazyPage(() => import('../features/signup'), (m) => <m.SignupPage key={app} app={app} />) },
    { path: routes.requestAccount, ...lazyPage(() => import('../features/account-request'), (m) => <m.AccountRequestPage key={app} app={app} />) },
  ];
}

/** An app's information pages for visitors and clients, each with its own layout. */
function appInfoRoutes(app: AppType): RouteObject[] {
  const routes = appRoutes(app);
  return [
    { path: routes.learnMore, ...lazyPage(site, (m) => <m.AppLearnMorePage key={app} app={app} />) },
    { path: routes.securityDetails, ...lazyPage(site, (m) => <m.AppSecurityPage key={app} app={app} />) },
    { path: routes.faq, ...lazyPage(site, (m) => <m.AppFaqPage key={app} app={app} />) },
  ];
}

/** The public site's pages (each with the site's header and footer). */
const siteRoutes: RouteObject[] = [
  { path: webRoutes.pricing, ...lazyPage(site, (m) => <m.PricingPage />) },
  { path: webRoutes.faq, ...lazyPage(site, (m) => <m.FaqPage />) },
  { path: webRoutes.media, ...lazyPage(site, (m) => <m.MediaPage />) },
  { path: webRoutes.contact, ...lazyPage(site, (m) => <m.ContactPage />) },
  { path: siteWebRoutes.newsletterUnsubscribe, ...lazyPage(site, (m) => <m.UnsubscribePage />) },
];

/** The screens behind a guard, with what runs beside them once signed in (SignedInOutlet). */
function signedInRoutes(children: RouteObject[]): RouteObject[] {
  return [{ ...lazyPage(signedIn, (m) => <m.SignedInOutlet />), children }];
}

const subscriptionGate = () => lazyPage(advisor, (m) => <m.SubscriptionGate />);

export const routeTree: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: webRoutes.home, ...lazyPage(publicPages, (m) => <m.HomePage />) },
      ...siteRoutes,
      ...appTypes.flatMap(appInfoRoutes),
      {
        // Pages of no advisor firm: the provider's mark, not the host firm's logo.
        element: <ProductEntryLayout />,
        children: [
          { path: webRoutes.signup, ...lazyPage(firmSignup, (m) => <m.FirmSignupPage />) },
          { path: subscriptionWebRoutes.confirmFirmSignup, ...lazyPage(firmSignup, (m) => <m.ConfirmFirmSignupPage />) },
          { path: subscriptionWebRoutes.advisorSetup, ...lazyPage(firmSignup, (m) => <m.AdvisorSetupPage />) },
          { path: subscriptionWebRoutes.providerSetup, ...lazyPage(firmSignup, (m) => <m.ProviderSetupPage />) },
        ],
      },
      {
        element: <EntryLayout />,
        children: [
          ...appTypes.flatMap(appEntryRoutes),
          { path: webRoutes.verifySenderEmail, ...lazyPage(() => import('../features/clients'), (m) => <m.VerifySenderEmailPage />) },
          ...recoveryEntryRoutes(),
          ...pinResetEntryRoutes(),
          ...emergencyEntryRoutes(),
          { path: '*', ...lazyPage(publicPages, (m) => <m.NotFoundPage />) },
        ],
      },
      ...appTypes.map((app) => ({
        ...lazyPage(auth, (m) => <m.AppSessionGuard key={app} app={app} />),
        children: [
          {
            // An advisor's app dashboard is Client Management: the subscription rule holds there too.
            ...subscriptionGate(),
            children: signedInRoutes([
              { path: appRoutes(app).dashboard, ...lazyPage(() => import('../features/dashboard'), (m) => <m.AppDashboardPage />) },
              ...(app === AppType.password
                ? [{ path: viewPasswordDetailPath, ...lazyPage(() => import('../features/passwords'), (m) => <m.ViewPasswordDetailPage />) }]
                : []),
              ...accountSettingsRoutes(app),
            ]),
          },
        ],
      })),
      {
        ...lazyPage(auth, (m) => <m.ConsoleGuard scope="admin" />),
        children: [
          {
            // Without a valid subscription the advisor is sent to / (seed).
            ...subscriptionGate(),
            children: signedInRoutes([
              { path: webRoutes.advisorHome, ...lazyPage(advisor, (m) => <m.AdvisorHomePage />) },
              { path: subscriptionWebRoutes.advisorBranding, ...lazyPage(advisor, (m) => <m.BrandingPage />) },
              { path: subscriptionWebRoutes.advisorSubscription, ...lazyPage(advisor, (m) => <m.SubscriptionPage />) },
              // Open Client Vault: the advisor's view of a client's shared documents, in a new tab.
              {
                path: `${appBase[AppType.documents]}/:clientId/dashboard`,
                ...lazyPage(() => import('../features/documents'), (m) => <m.AdvisorDocumentsPage />),
              },
              ...appTypes.map((app) => ({
                path: advisorClientsRoutes[app],
                ...lazyPage(() => import('../features/clients'), (m) => <m.ClientManagementPage key={app} app={app} />),
              })),
              ...recoveryConsoleRoutes('admin'),
            ]),
          },
        ],
      },
      {
        ...lazyPage(auth, (m) => <m.ConsoleGuard scope="provider" />),
        children: signedInRoutes([
          { path: webRoutes.providerHome, ...lazyPage(provider, (m) => <m.ProviderHomePage />) },
          { path: subscriptionWebRoutes.providerFirm, ...lazyPage(provider, (m) => <m.ProviderFirmPage />) },
          { path: webRoutes.providerFirmClients, ...lazyPage(provider, (m) => <m.ProviderFirmClientsPage />) },
          ...recoveryConsoleRoutes('provider'),
        ]),
      },
    ],
  },
];

export const router = createBrowserRouter(routeTree);
