import {
  expect,
  request as apiRequests,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import {
  AppType,
  accountSettingsMessages,
  advisorClientsRoutes,
  appRoutes,
  businessMessages,
  formatMessage,
  messages,
  subscriptionMessages,
  webRoutes,
} from '@guru/shared';
import { dialog, expectToast } from '../fixtures/console.js';
import { expectAt, firmOrigin, pngOf, signInAdvisorAt, signInClientAt } from '../fixtures/firm.js';
import { linkIn, newestOutboxId, waitForMail } from '../fixtures/outbox.js';
import { expectImageLoaded, firmLogo, saveScreenshot } from '../fixtures/page-checks.js';
import { formAlert, signInProvider } from '../fixtures/sign-in.js';
import { field, newPerson, phoneOf, signupThroughApi, type NewPerson } from '../fixtures/signup.js';
import { suiteTest as test } from '../fixtures/world.js';

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36).slice(-6);
const firm = { name: `Trial Partners ${stamp}`, subdomain: `trial${stamp}` };
const advisor = {
  firstName: 'Tara',
  lastName: 'Trial',
  username: `tara${stamp}`,
  email: `tara.${stamp}@trial.example`,
  password: 'Trial!2026x',
  pin: '1357',
};
let origin = '';
let client: NewPerson;
let advisorContext: BrowserContext;
let advisorPage: Page;

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  advisorContext = await browser.newContext();
  advisorPage = await advisorContext.newPage();
});

test.afterAll(async () => {
  await advisorContext?.close();
});

test('a visitor starts a trial at /signup, confirms the e-mail, signs in at the firm address with TOTP, sets the logo and invites a client', async ({
  request,
  baseURL,
}) => {
  const page = advisorPage;
  origin = firmOrigin(baseURL!, firm.subdomain);

  await test.step('the pricing page leads to /signup, with the provider mark', async () => {
    await page.goto(`${baseURL}${webRoutes.pricing}`);
    await page
      .getByRole('link', { name: /Try It Now/ })
      .first()
      .click();
    await expectAt(page, baseURL!, webRoutes.signup);
    await expect(page.getByRole('heading', { name: businessMessages.firmSignupTitle })).toBeVisible();
    await expect(page.getByTestId('product-logo')).toBeVisible();
  });

  await test.step('the subdomain follows the firm name, lower-case, with the live address; reserved words are refused', async () => {
    await field(page, businessMessages.firmNameLabel).fill(firm.name);
    const subdomain = field(page, businessMessages.subdomainLabel);
    await expect(subdomain).toHaveValue(`trial-partners-${stamp}`);
    await subdomain.fill('Admin');
    await expect(subdomain).toHaveValue('admin');
    await subdomain.blur();
    await expect(page.getByText(subscriptionMessages.subdomainReserved)).toBeVisible();
    await subdomain.fill(firm.subdomain.toUpperCase());
    await expect(page.getByTestId('subdomain-address')).toHaveText(
      formatMessage(businessMessages.subdomainAddress, { address: origin }),
    );
    await expect(page.getByText(businessMessages.subdomainAvailable)).toBeVisible();
  });

  await test.step('the first advisor, then "Check your e-mail"', async () => {
    await field(page, messages.signupFirstName).fill(advisor.firstName);
    await field(page, messages.signupLastName).fill(advisor.lastName);
    await field(page, messages.signupEmail).fill(advisor.email);
    await field(page, messages.signupUsername).fill(advisor.username);
    await field(page, messages.passwordLabel).fill(advisor.password);
    await expect(page.getByTestId('password-strength')).toHaveText('Strong');
    await field(page, businessMessages.advisorPasswordConfirm).fill(advisor.password);
    await field(page, messages.signupPin).fill(advisor.pin);
    await field(page, messages.signupPinConfirm).fill(advisor.pin);
    await field(page, businessMessages.advisorPhoneLabel).fill('(201) 555-0188');
    await expect(page.getByTestId('trial-plan')).toBeVisible();
    await saveScreenshot(page, 'business-signup-form');
    await page.getByRole('button', { name: businessMessages.firmSignupSubmit }).click();
    await expect(page.getByRole('heading', { name: businessMessages.checkEmailTitle })).toBeVisible();
    await expect(page.getByText(advisor.email, { exact: false })).toBeVisible();
    await saveScreenshot(page, 'business-signup-check-email');
  });

  await test.step('the confirmation link lands on a branded page that sends the advisor to the firm address', async () => {
    const mail = await waitForMail(
      request,
      advisor.email,
      null,
      formatMessage(subscriptionMessages.confirmEmailSubject, { firm: firm.name }),
    );
    await page.goto(linkIn(mail));
    await expect(page.getByRole('heading', { name: businessMessages.confirmedTitle })).toBeVisible();
    await saveScreenshot(page, 'business-signup-confirmed');
    const signIn = page.getByRole('link', { name: businessMessages.signInToFirm });
    await expect(signIn).toHaveAttribute('href', `${origin}${appRoutes(AppType.password).login}`);
    // A used link says so.
    await page.goto(linkIn(mail));
    await expect(page.getByRole('heading', { name: businessMessages.linkFailedTitle })).toBeVisible();
  });

  await test.step('the advisor signs in at the firm address, enrolling TOTP, and sees the trial', async () => {
    const { enrolled } = await signInAdvisorAt(page, origin, advisor);
    expect(enrolled).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: firm.name })).toBeVisible();
    await expect(page.getByTestId('subscription-status')).toHaveText(businessMessages.statusTrialing);
    await expect(page.getByTestId('subscription-summary')).toContainText('All in One');
    await saveScreenshot(page, 'business-advisor-home');
  });

  await test.step('Branding: a PNG logo with its preview, saved, shown at once in the header and on the entry pages', async () => {
    const png = await pngOf(page, 160, 48);
    await page.getByRole('link', { name: businessMessages.brandingLink }).click();
    await expectAt(page, origin, '/dashboard/branding');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText(businessMessages.brandingNewLogo)).toBeVisible();
    await saveScreenshot(page, 'business-branding-preview');
    await page.getByRole('button', { name: businessMessages.brandingUploadLogo }).click();
    await expectToast(page, businessMessages.brandingLogoSaved);
    const headerLogo = firmLogo(page.getByRole('banner'));
    await expect(headerLogo).toHaveAttribute('src', /\?v=\d+$/);
    await expectImageLoaded(headerLogo);
    const entry = await advisorContext.newPage();
    await entry.goto(`${origin}${appRoutes(AppType.documents).root}`);
    const logo = firmLogo(entry);
    await expectImageLoaded(logo);
    // The firm's public logo is the uploaded file, byte for byte (fetched by the page: only the browser resolves *.localhost).
    const served = await entry.evaluate(
      async (src) => Array.from(new Uint8Array(await (await fetch(src)).arrayBuffer())),
      (await logo.getAttribute('src'))!,
    );
    expect(Buffer.compare(Buffer.from(served), png)).toBe(0);
    await saveScreenshot(entry, 'business-entry-page-logo');
    await entry.close();
  });

  await test.step('the advisor verifies the sender address on its page and invites a client, who then signs up', async () => {
    client = newPerson('Cleo');
    await page
      .getByRole('link', { name: messages.returnToDashboard })
      .or(page.getByRole('link', { name: businessMessages.backToAdvisorHome }))
      .click();
    await page
      .getByRole('link', {
        name: formatMessage(messages.advisorClientManagementOf, { app: messages.appNamePassword }),
      })
      .click();
    await expectAt(page, origin, advisorClientsRoutes[AppType.password]);
    await page.getByRole('button', { name: messages.clientsInviteNew }).click();
    const invite = dialog(page, messages.clientsInviteNew);
    await field(invite, messages.inviteEmailLabel).fill(client.email);
    await invite.getByRole('button', { name: messages.inviteSubmit }).click();
    const verify = dialog(page, messages.senderVerifyTitle);
    const before = await newestOutboxId(request);
    await verify.getByRole('button', { name: messages.senderVerifySend }).click();
    const mail = await waitForMail(request, advisor.email, before, messages.senderVerifyMailSubject);
    const tab = await advisorContext.newPage();
    await tab.goto(linkIn(mail));
    await expect(tab.getByRole('heading', { name: businessMessages.senderVerifiedTitle })).toBeVisible();
    await expect(tab.getByText(messages.senderVerifiedPage)).toBeVisible();
    await saveScreenshot(tab, 'business-sender-verified');
    await tab.close();
    const beforeInvite = await newestOutboxId(request);
    await verify.getByRole('button', { name: messages.senderVerifyDone }).click();
    await expectToast(
      page,
      formatMessage(messages.clientsInvited, { email: client.email }),
      messages.clientsInvitedTitle,
    );
    const row = page.getByTestId('client-row').filter({ hasText: client.email });
    await expect(row).toContainText('Pending');
    await expect(
      row.getByRole('button', { name: `${businessMessages.resendInvite}: ${client.email}` }),
    ).toBeVisible();
    await saveScreenshot(page, 'business-client-pending');

    const inviteMail = await waitForMail(request, client.email, beforeInvite);
    // Node does not resolve *.localhost: the firm's host goes in the Host header.
    const firmApi = await apiRequests.newContext({
      baseURL: baseURL!,
      extraHTTPHeaders: { host: new URL(origin).host },
    });
    await signupThroughApi(firmApi, linkIn(inviteMail), client, AppType.password);
    await firmApi.dispose();
    await page.getByRole('link', { name: messages.returnToDashboard }).click();
    await expect(page.getByTestId('subscription-summary')).toBeVisible();
  });
});

test('the provider sees the firm; suspends it (the advisor is sent to /, the client is refused); reactivates it (both sign in); a canceled subscription sends the advisor to /', async ({
  page,
  browser,
  request,
  world,
}) => {
  expect(origin, 'the firm is made by the previous test of this serial file').not.toBe('');
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  const refusedSignIn = async (
    login: { username: string; password: string },
    name: string,
    message: string,
  ) => {
    const fresh = await clientContext.newPage();
    await fresh.goto(`${origin}${appRoutes(AppType.password).login}`);
    await field(fresh, messages.usernameLabel).fill(login.username);
    await field(fresh, messages.passwordLabel).fill(login.password);
    await fresh.getByRole('button', { name: messages.signInButton }).click();
    await expect(formAlert(fresh)).toContainText(message);
    await saveScreenshot(fresh, name);
    await fresh.close();
  };
  const firmAction = async (
    button: string,
    confirmTitle: string | null,
    confirmButton: string,
    status: string,
  ) => {
    await page.getByRole('button', { name: button }).click();
    const confirm = dialog(page, confirmTitle ?? businessMessages.activateTitle);
    await confirm.getByRole('button', { name: confirmButton }).click();
    await expectToast(page, formatMessage(businessMessages.subscriptionUpdated, { firm: firm.name }));
    await expect(page.getByTestId('subscription-status')).toHaveText(status);
  };

  await test.step('the provider finds the firm, with its plan, status and counts, under its own mark', async () => {
    // The world's provider staff member, on the suite's own host.
    await signInProvider(page, world);
    await expect(page.getByRole('banner').getByTestId('product-logo')).toBeVisible();
    await page.getByRole('searchbox', { name: businessMessages.providerSearchLabel }).fill(firm.subdomain);
    const row = page.getByTestId('firm-row').filter({ hasText: firm.name });
    await expect(row).toHaveCount(1);
    await expect(page.getByTestId('firm-row')).toHaveCount(1);
    await expect(row).toContainText('All in One');
    await expect(row.getByTestId('firm-status')).toHaveText(businessMessages.statusTrialing);
    await saveScreenshot(page, 'business-provider-firms');
    await row
      .getByRole('link', { name: formatMessage(businessMessages.providerManageFirmOf, { firm: firm.name }) })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: firm.name })).toBeVisible();
    await expect(page.getByTestId('advisor-row')).toContainText(advisor.email);
    await saveScreenshot(page, 'business-provider-firm');
  });

  await test.step('the client signs in at the firm address', async () => {
    await signInClientAt(clientPage, request, origin, { ...client, phone: phoneOf(client) });
  });

  await test.step('Suspend, confirmed: the signed-in advisor is sent to / with the reason, the signed-in client is refused with it, and so are new sign-ins', async () => {
    await page.getByRole('button', { name: businessMessages.suspend }).click();
    await saveScreenshot(page, 'business-provider-suspend-confirm');
    await dialog(page, formatMessage(businessMessages.suspendTitle, { firm: firm.name }))
      .getByRole('button', { name: businessMessages.suspend })
      .click();
    await expectToast(page, formatMessage(businessMessages.subscriptionUpdated, { firm: firm.name }));
    await expect(page.getByTestId('subscription-status')).toHaveText(businessMessages.statusSuspended);
    await saveScreenshot(page, 'business-provider-firm-suspended');

    // The advisor, still on the console's home, opens Client Management: its session ends with the reason.
    await advisorPage
      .getByRole('link', {
        name: formatMessage(messages.advisorClientManagementOf, { app: messages.appNamePassword }),
      })
      .click();
    await expectAt(advisorPage, origin, webRoutes.home);
    await expect(advisorPage.getByText(businessMessages.firmSuspendedTitle)).toBeVisible();
    await expect(advisorPage.getByTestId('console-closed-message')).toHaveText(
      subscriptionMessages.firmSuspendedAdvisor,
    );
    await expect(advisorPage.getByTestId('firm-suspended-help')).toContainText(
      businessMessages.firmSuspendedAdvisorHelp,
    );
    await saveScreenshot(advisorPage, 'business-advisor-suspended-home');
    // The client, on the vault, opens the account settings: whichever call meets the suspension first (this
    // one, or one the vault made in the background), the sign-in form says why, and still does after a reload.
    await clientPage.getByRole('banner').getByTestId('user-menu').click();
    await clientPage.getByRole('menuitem', { name: accountSettingsMessages.userMenuAccountSettings }).click();
    await expectAt(clientPage, origin, appRoutes(AppType.password).login);
    await expect(clientPage.getByText(subscriptionMessages.firmSuspended)).toBeVisible();
    await clientPage.reload();
    await expect(clientPage.getByText(subscriptionMessages.firmSuspended)).toBeVisible();
    await saveScreenshot(clientPage, 'business-client-suspended');
    await refusedSignIn(client, 'business-client-refused', subscriptionMessages.firmSuspended);
    // The provider suspended the firm: the advisor is told so, and to contact Guru Suite support.
    await refusedSignIn(
      advisor,
      'business-advisor-refused',
      subscriptionMessages.firmSuspendedByProviderAdvisor,
    );
  });

  await test.step('Activate: the firm is open again; the client and the advisor sign in', async () => {
    await firmAction(
      businessMessages.activate,
      null,
      businessMessages.activate,
      businessMessages.statusActive,
    );
    await signInClientAt(clientPage, request, origin, { ...client, phone: phoneOf(client) });
    await signInAdvisorAt(advisorPage, origin, advisor);
    await expect(advisorPage.getByTestId('subscription-status')).toHaveText(businessMessages.statusActive);
  });

  await test.step('Cancel subscription: the advisor, at the next call of the console, is sent to / with the reason (seed); the client keeps the app', async () => {
    await firmAction(
      businessMessages.cancelSubscription,
      formatMessage(businessMessages.cancelTitle, { firm: firm.name }),
      businessMessages.cancelSubscription,
      businessMessages.statusCanceled,
    );
    await advisorPage
      .getByRole('link', {
        name: formatMessage(messages.advisorClientManagementOf, { app: messages.appNamePassword }),
      })
      .click();
    await expectAt(advisorPage, origin, webRoutes.home);
    await expect(advisorPage.getByTestId('console-closed-message')).toHaveText(
      subscriptionMessages.subscriptionInvalid,
    );
    await expect(advisorPage.getByText(businessMessages.manualBilling)).toBeVisible();
    await saveScreenshot(advisorPage, 'business-advisor-sent-home');
    await clientPage.reload();
    await expectAt(clientPage, origin, appRoutes(AppType.password).dashboard); // its session lives on (unlocked: a reload needs no PIN)
  });

  await clientContext.close();
});
