import { expect } from '@playwright/test';
import { AppType, outgoingMessages, outgoingMessagesPaths } from '@guru/shared';
import { expectProviderConsole, submitPin, submitTotpCode, totpPasswordStep } from '../fixtures/sign-in.js';
import { suiteTest as test } from '../fixtures/world.js';

/**
 * The provider's view of undelivered e-mails and SMS (ADR 0028). The e2e server delivers to the dev
 * outbox, which does not fail: every message, the sign-in code just sent included, was delivered, so
 * the page shows its empty state (failed rows and Retry are covered by the route's API test and the
 * page's DOM test).
 */
test('the provider opens Message delivery from the console and sees that every message was delivered', async ({
  page,
  world,
}) => {
  const app = AppType.password;
  const { dialog } = await totpPasswordStep(page, app, world.provider);
  await submitTotpCode(page, app, world.provider, dialog);
  await submitPin(page, world.provider.pin);
  await expectProviderConsole(page, world.firm.name);
  await page.getByRole('link', { name: outgoingMessages.homeLink }).click();
  await expect(page).toHaveURL(new RegExp(`${outgoingMessagesPaths.page}$`));
  await expect(page.getByRole('heading', { level: 1, name: outgoingMessages.pageTitle })).toBeVisible();
  await expect(page.getByText(outgoingMessages.empty)).toBeVisible();
  await expect(page.getByTestId('outgoing-row')).toHaveCount(0);
});
