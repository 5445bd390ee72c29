import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppType, advisorClientsRoutes, appBase, appRoutes, appTypes, siteWebRoutes, subscriptionWebRoutes, webRoutes } from '@guru/shared';
import { EntryLayout, ProductEntryLayout } from '../components/EntryLayout';
import { AdvisorHomePage, BrandingPage, SubscriptionGate, SubscriptionPage } from '../features/advisor';
import { AppSessionGuard, ConsoleGuard, LoginPage, PinPage, TwoFactorPage } from '../features/auth';
import { ClientManagementPage, VerifySenderEmailPage } from '../features/clients';
import { AdvisorDocumentsPage } from '../features/documents';
import { AppDashboardPage } from '../features/dashboard';
import { ProviderFirmClientsPage, ProviderFirmPage, ProviderHomePage } from '../features/provider';
import { AccountRequestPage } from '../features/account-request';
import { SignupPage } from '../features/signup';
import { AdvisorSetupPage, ConfirmFirmSignupPage, FirmSignupPage, ProviderSetupPage } from '../features/firm-signup';
import { ViewPasswordDetailPage, viewPasswordDetailPath } from '../features/passwords';
import { DocumentsIntroPage, HomePage, NotFoundPage, PasswordIntroPage } from '../features/public';
import { recoveryConsoleRoutes, recoveryEntryRoutes } from '../features/recovery';
import { pinResetEntryRoutes } from '../features/pin-reset';
import { accountSettingsRoutes } from '../features/account-settings';
import { emergencyEntryRoutes } from '../features/emergency';
import { AppFaqPage, AppLearnMorePage, AppSecurityPage, ContactPage, FaqPage, MediaPage, PricingPage, UnsubscribePage } from '../features/site';
import { RootLayout } from './layouts/RootLayout';
import { RouteErrorPage } from './layouts/RouteErrorPage';
import { SignedInOutlet } from './layouts/SignedInOutlet';

/** Entry screens of one app (sign-in chain, intro, flows of later features). */
function appEntryRoutes(app: AppType): RouteObject[] {
  const routes = appRoutes(app);
  const login = <LoginPage key={app} app={app} />;
  const root = app === AppType.documents ? <DocumentsIntroPage /> : <PasswordIntroPage />;
  return [
    { path: routes.root, element: root },
    { path: routes.login, element: login },
    { path: routes.verify2fa, element: <TwoFactorPage app={app} /> },
    { path: routes.verifyPin, element: <PinPage app={app} /> },
    { path: routes.signup, element: <SignupPage key={app} app={app} /> },
    { path: routes.requestAccount, element: <AccountRequestPage key={app} app={app} /> },
  ];
}

/** An app's information pages for visitors and clients, each with its own layout. */
function appInfoRoutes(app: AppType): RouteObject[] {
  const routes = appRoutes(app);
  return [
    { path: routes.learnMore, element: <AppLearnMorePage key={app} app={app} /> },
    { path: routes.securityDetails, element: <AppSecurityPage key={app} app={app} /> },
    { path: routes.faq, element: <AppFaqPage key={app} app={app} /> },
  ];
}

/** The public site's pages (each with the site's header and footer). */
const siteRoutes: RouteObject[] = [
  { path: webRoutes.pricing, element: <PricingPage /> },
  { path: webRoutes.faq, element: <FaqPage /> },
  { path: webRoutes.media, element: <MediaPage /> },
  { path: webRoutes.contact, element: <ContactPage /> },
  { path: siteWebRoutes.newsletterUnsubscribe, element: <UnsubscribePage /> },
];

/** The screens behind a guard, with what runs beside them once signed in (SignedInOutlet). */
function signedInRoutes(children: RouteObject[]): RouteObject[] {
  return [{ element: <SignedInOutlet />, children }];
}

export const routeTree: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: webRoutes.home, element: <HomePage /> },
      ...siteRoutes,
      ...appTypes.flatMap(appInfoRoutes),
      {
        // Pages of no advisor firm: the provider's mark, not the host firm's logo.
        element: <ProductEntryLayout />,
        children: [
          { path: webRoutes.signup, element: <FirmSignupPage /> },
          { path: subscriptionWebRoutes.confirmFirmSignup, element: <ConfirmFirmSignupPage /> },
          { path: subscriptionWebRoutes.advisorSetup, element: <AdvisorSetupPage /> },
          { path: subscriptionWebRoutes.providerSetup, element: <ProviderSetupPage /> },
        ],
      },
      {
        element: <EntryLayout />,
        children: [
          ...appTypes.flatMap(appEntryRoutes),
          { path: webRoutes.verifySenderEmail, element: <VerifySenderEmailPage /> },
          ...recoveryEntryRoutes(),
          ...pinResetEntryRoutes(),
          ...emergencyEntryRoutes(),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      ...appTypes.map((app) => ({
        element: <AppSessionGuard key={app} app={app} />,
        children: [
          {
            // An advisor's app dashboard is Client Management: the subscription rule holds there too.
            element: <SubscriptionGate />,
            children: signedInRoutes([
              { path: appRoutes(app).dashboard, element: <AppDashboardPage /> },
              ...(app === AppType.password ? [{ path: viewPasswordDetailPath, element: <ViewPasswordDetailPage /> }] : []),
              ...accountSettingsRoutes(app),
            ]),
          },
        ],
      })),
      {
        element: <ConsoleGuard scope="admin" />,
        children: [
          {
            // Without a valid subscription the advisor is sent to / (seed).
            element: <SubscriptionGate />,
            children: signedInRoutes([
              { path: webRoutes.advisorHome, element: <AdvisorHomePage /> },
              { path: subscriptionWebRoutes.advisorBranding, element: <BrandingPage /> },
              { path: subscriptionWebRoutes.advisorSubscription, element: <SubscriptionPage /> },
              // Open Client Vault: the advisor's view of a client's shared documents, in a new tab.
              { path: `${appBase[AppType.documents]}/:clientId/dashboard`, element: <AdvisorDocumentsPage /> },
              ...appTypes.map((app) => ({ path: advisorClientsRoutes[app], element: <ClientManagementPage key={app} app={app} /> })),
              ...recoveryConsoleRoutes('admin'),
            ]),
          },
        ],
      },
      {
        element: <ConsoleGuard scope="provider" />,
        children: signedInRoutes([
          { path: webRoutes.providerHome, element: <ProviderHomePage /> },
          { path: subscriptionWebRoutes.providerFirm, element: <ProviderFirmPage /> },
          { path: webRoutes.providerFirmClients, element: <ProviderFirmClientsPage /> },
          ...recoveryConsoleRoutes('provider'),
        ]),
      },
    ],
  },
];

export const router = createBrowserRouter(routeTree);
