import {
  AppType,
  accessReviewMessages,
  apiPaths,
  API_PREFIX,
  auditMessages,
  businessMessages,
  clientApiPaths,
  documentsApiPaths,
  formatMessage,
  messages,
  subscriptionMessages,
  subscriptionWebRoutes,
  teamMessages,
  webRoutes,
} from '@guru/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.js';
import { signInAdvisorAt, expectAt } from '../fixtures/firm.js';
import { linkIn, newestOutboxId, waitForMail } from '../fixtures/outbox.js';
import { saveScreenshot } from '../fixtures/page-checks.js';
import { signInAdvisor } from '../fixtures/sign-in.js';
import { advisorForFile, field, newPerson, signupThroughApi } from '../fixtures/signup.js';
import { recordSecret } from '../fixtures/secrets.js';
import { expect, test } from '../fixtures/world.js';

// The firm's team with staff, and the access review (ADR 0051), walked as the advisor and a new staff member.
test.describe.configure({ mode: 'serial' });

const advisor = advisorForFile();

test('the advisor invites a staff member, who signs up from the e-mail and sees Client Management but not billing or branding', async ({
  page,
  browser,
  request,
  world,
}) => {
  const staff = newPerson('Sol');
  let setupLink = '';

  await test.step('the team page invites a staff member by e-mail, with the role', async () => {
    await signInAdvisor(page);
    await page.goto(webRoutes.advisorHome);
    await page.getByRole('link', { name: teamMessages.navLink, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: teamMessages.title })).toBeVisible();
    const before = await newestOutboxId(request);
    await page.getByRole('button', { name: teamMessages.invite }).click();
    const dialog = page.getByRole('dialog', { name: teamMessages.inviteTitle });
    await dialog.getByLabel(teamMessages.firstName).fill(staff.firstName);
    await dialog.getByLabel(teamMessages.lastName).fill(staff.lastName);
    await dialog.getByLabel(teamMessages.email).fill(staff.email);
    await dialog.getByRole('radio', { name: teamMessages.roleStaff }).check();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoSeriousA11yViolations(page, 'team invite modal');
    await saveScreenshot(page, 'team/invite-staff-1280');
    await dialog.getByRole('button', { name: teamMessages.send }).click();
    await expect(page.getByText(formatMessage(teamMessages.invited, { email: staff.email }))).toBeVisible();
    const mail = await waitForMail(
      request,
      staff.email,
      before,
      formatMessage(subscriptionMessages.staffInviteSubject, { firm: world.firm.name }),
    );
    setupLink = linkIn(mail);
    expect(setupLink).toContain(subscriptionWebRoutes.advisorSetup);
  });

  const staffContext = await browser.newContext({ baseURL: world.origin });
  const staffPage = await staffContext.newPage();

  await test.step('the staff member chooses a username, password, PIN and phone on the set-up page', async () => {
    await staffPage.goto(setupLink);
    await expect(staffPage.getByRole('heading', { name: businessMessages.staffSetupTitle })).toBeVisible();
    recordSecret('password', staff.password);
    recordSecret('PIN', staff.pin);
    await field(staffPage, messages.signupUsername).fill(staff.username);
    await field(staffPage, messages.passwordLabel).fill(staff.password);
    await field(staffPage, businessMessages.advisorPasswordConfirm).fill(staff.password);
    await field(staffPage, messages.signupPin).fill(staff.pin);
    await field(staffPage, messages.signupPinConfirm).fill(staff.pin);
    await field(staffPage, businessMessages.advisorPhoneLabel).fill(staff.phone);
    await staffPage.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(staffPage, 'team/staff-setup-390');
    await staffPage.getByRole('button', { name: businessMessages.advisorSetupSubmit }).click();
    await expect(staffPage.getByRole('heading', { name: businessMessages.accountReadyTitle })).toBeVisible();
  });

  await test.step('the staff member signs in (authenticator code, PIN) and sees Client Management, not billing or branding', async () => {
    await staffPage.setViewportSize({ width: 1280, height: 800 });
    await signInAdvisorAt(staffPage, world.origin, staff);
    await expect(staffPage.getByRole('heading', { level: 1, name: world.firm.name })).toBeVisible();
    await expect(staffPage.getByRole('heading', { name: messages.advisorAppsHeading })).toBeVisible();
    await expect(staffPage.getByRole('heading', { name: businessMessages.subscriptionTitle })).toHaveCount(0);
    await expect(staffPage.getByRole('link', { name: businessMessages.brandingLink })).toHaveCount(0);
    await expect(staffPage.getByRole('link', { name: teamMessages.navLink, exact: true })).toHaveCount(0);
    await expect(staffPage.getByRole('link', { name: auditMessages.navLink })).toHaveCount(0);
    await saveScreenshot(staffPage, 'team/staff-home-1280');
    await staffPage.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(staffPage, 'team/staff-home-390');
    await staffPage.setViewportSize({ width: 1280, height: 800 });
    await staffPage
      .getByRole('link', {
        name: formatMessage(messages.advisorClientManagementOf, { app: messages.appNamePassword }),
      })
      .click();
    await expect(
      staffPage.getByRole('heading', { level: 1, name: messages.clientManagementTitle }),
    ).toBeVisible();
    await expect(staffPage.getByText(world.client.email)).toBeVisible();
    await saveScreenshot(staffPage, 'team/staff-client-management-1280');
  });

  await test.step('billing and branding stay closed to staff, in the browser and on the server', async () => {
    for (const path of [subscriptionWebRoutes.advisorBranding, subscriptionWebRoutes.advisorSubscription]) {
      // In the page, not by loading it again (a reload asks for the PIN again).
      await staffPage.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expectAt(staffPage, world.origin, webRoutes.advisorHome);
    }
    const refused = await staffPage.request.get(`${world.origin}/be/api/subscription`, {
      headers: { 'x-app-type': AppType.password },
    });
    expect(refused.status()).toBe(403);
  });

  await staffContext.close();

  await test.step('the team lists the staff member with the role, active', async () => {
    await page.getByRole('link', { name: businessMessages.backToAdvisorHome }).click();
    await page.getByRole('link', { name: teamMessages.navLink, exact: true }).click();
    const row = page
      .getByRole('table', { name: teamMessages.title })
      .getByRole('row')
      .filter({ hasText: staff.email });
    await expect(row).toContainText(teamMessages.roleStaff);
    await expect(row).toContainText(teamMessages.statusActive);
    await expect(row).not.toContainText(teamMessages.never);
    await saveScreenshot(page, 'team/team-with-staff-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'team/team-with-staff-390');
  });
});

/** The access review as the world's advisor: the person's row, then its removal after a confirmation. */
async function removeFromReview(
  page: Page,
  request: APIRequestContext,
  person: { firstName: string; lastName: string; email: string },
  kind: string,
  confirmShot?: string,
): Promise<void> {
  const table = page.getByRole('table', { name: accessReviewMessages.title });
  const row = table.getByRole('row').filter({ hasText: person.email });
  await expect(row).toContainText(kind);
  const name = `${person.firstName} ${person.lastName}`;
  await table.getByRole('button', { name: `${accessReviewMessages.remove}: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: accessReviewMessages.removeTitle });
  await expect(dialog).toContainText(name);
  if (confirmShot) {
    await expectNoSeriousA11yViolations(page, 'access review confirmation');
    await saveScreenshot(page, confirmShot);
  }
  await dialog.getByRole('button', { name: accessReviewMessages.removeButton }).click();
  await expect(page.getByText(formatMessage(accessReviewMessages.removed, { name }))).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: person.email })).toHaveCount(0);
  // Their session (the last sign-up's, in `request`) ends at its next call.
  const me = await request.get(`${API_PREFIX}${apiPaths.currentUser}`, {
    headers: { 'x-app-type': AppType.documents },
  });
  expect(me.status()).toBe(401);
}

test('the advisor removes a second user from the access review: their session ends', async ({
  page,
  request,
  world,
}) => {
  const second = newPerson('Sam');

  await test.step("a second user of the firm's client signs up", async () => {
    const [client] = await advisor().clients(world.client.email);
    if (!client) throw new Error('the world client is not in Client Management');
    const before = await newestOutboxId(request);
    await advisor().call('POST', clientApiPaths.inviteSecondUser, {
      emails: [second.email],
      appType: AppType.documents,
      clientId: client.id,
    });
    const link = /https?:\/\/\S+\/signup\?code=\S+/.exec(
      (await waitForMail(request, second.email, before)).text,
    )?.[0];
    if (!link) throw new Error('no sign-up link in the second user invite');
    await signupThroughApi(request, link, second, AppType.documents);
    const me = await request.get(`${API_PREFIX}${apiPaths.currentUser}`, {
      headers: { 'x-app-type': AppType.documents },
    });
    expect(me.status()).toBe(200);
  });

  await test.step('the access review lists every access with the last sign-in', async () => {
    await signInAdvisor(page);
    await page.goto(webRoutes.advisorHome);
    await page.getByRole('link', { name: accessReviewMessages.navLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: accessReviewMessages.title })).toBeVisible();
    const table = page.getByRole('table', { name: accessReviewMessages.title });
    const me = table.getByRole('row').filter({ hasText: teamMessages.you });
    await expect(me).toContainText(accessReviewMessages.kindAdvisor);
    await expect(me.getByRole('button')).toHaveCount(0);
    const row = table.getByRole('row').filter({ hasText: second.email });
    await expect(row).toContainText(accessReviewMessages.kindSecondUser);
    await expect(row).toContainText(world.client.fullName);
    await expect(table.getByRole('row').filter({ hasText: accessReviewMessages.kindStaff })).toHaveCount(1);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoSeriousA11yViolations(page, 'access review');
    await saveScreenshot(page, 'team/access-review-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'team/access-review-390');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('removes the second user after a confirmation: the row goes and their session ends', async () => {
    await removeFromReview(
      page,
      request,
      second,
      accessReviewMessages.kindSecondUser,
      'team/access-review-confirm-1280',
    );
  });

  await test.step('the removal is in the audit trail', async () => {
    await page.goto(webRoutes.advisorHome);
    await page.getByRole('link', { name: auditMessages.navLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: auditMessages.title })).toBeVisible();
    await expect(page.getByText('team.access_removed').first()).toBeVisible();
  });
});

test('the advisor removes a third party from the access review: their session ends', async ({
  page,
  request,
  world,
}) => {
  const reviewer = newPerson('Tara');

  await test.step("someone the advisor shares a client's folder with signs up as a third party", async () => {
    const [client] = await advisor().clients(world.client.email);
    if (!client) throw new Error('the world client is not in Client Management');
    const folder = await advisor().call<{ id: string }>('POST', documentsApiPaths.folders, {
      name: `For the accountant ${Date.now()}`,
      note: '',
      clientId: client.id,
      isShareFA: true,
    });
    const before = await newestOutboxId(request);
    await advisor().call('POST', documentsApiPaths.share, {
      emails: [reviewer.email],
      type: 'folder',
      id: folder.id,
      clientId: client.id,
    });
    await signupThroughApi(
      request,
      linkIn(await waitForMail(request, reviewer.email, before)),
      reviewer,
      AppType.documents,
    );
    const me = await request.get(`${API_PREFIX}${apiPaths.currentUser}`, {
      headers: { 'x-app-type': AppType.documents },
    });
    expect(me.status()).toBe(200);
  });

  await test.step('the access review lists the third party; removing them ends their session', async () => {
    await signInAdvisor(page);
    await page.goto(webRoutes.advisorHome);
    await page.getByRole('link', { name: accessReviewMessages.navLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: accessReviewMessages.title })).toBeVisible();
    await removeFromReview(page, request, reviewer, accessReviewMessages.kindThirdParty);
  });
});
