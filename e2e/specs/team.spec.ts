import { formatMessage, teamMessages, webRoutes } from '@guru/shared';
import { linkIn, newestOutboxId, waitForMail } from '../fixtures/outbox.js';
import { saveScreenshot } from '../fixtures/page-checks.js';
import { signInAdvisor } from '../fixtures/sign-in.js';
import { expect, test } from '../fixtures/world.js';

// The firm's team (its advisors), run by its advisors: the list with last sign-ins and an invitation.
test.describe.configure({ mode: 'serial' });

test('the advisor sees the team with last sign-ins and invites another advisor by e-mail', async ({
  page,
  request,
}) => {
  const invitee = {
    firstName: 'Nora',
    lastName: 'Newcomer',
    email: `nora.${Date.now().toString(36)}@team.example`,
  };

  await test.step('the team lists the advisor, marked as the caller, with a last sign-in', async () => {
    await signInAdvisor(page);
    await page.goto(webRoutes.advisorHome);
    await page.getByRole('link', { name: teamMessages.navLink, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: teamMessages.title })).toBeVisible();
    const table = page.getByRole('table', { name: teamMessages.title });
    const me = table.getByRole('row').filter({ hasText: teamMessages.you });
    await expect(me).toBeVisible();
    await expect(me).not.toContainText(teamMessages.never);
    await expect(me.getByRole('button')).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await saveScreenshot(page, 'team-1280');
  });

  await test.step('invites an advisor: the e-mail carries the set-up link of the firm', async () => {
    const before = await newestOutboxId(request);
    await page.getByRole('button', { name: teamMessages.invite }).click();
    const dialog = page.getByRole('dialog', { name: teamMessages.inviteTitle });
    await dialog.getByLabel(teamMessages.firstName).fill(invitee.firstName);
    await dialog.getByLabel(teamMessages.lastName).fill(invitee.lastName);
    await dialog.getByLabel(teamMessages.email).fill(invitee.email);
    await dialog.getByRole('button', { name: teamMessages.send }).click();
    await expect(page.getByText(formatMessage(teamMessages.invited, { email: invitee.email }))).toBeVisible();
    await expect(dialog).toBeHidden();
    const mail = await waitForMail(request, invitee.email, before);
    expect(linkIn(mail)).toContain('/advisor-setup');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'team-390');
  });
});
