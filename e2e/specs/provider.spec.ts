import { expect } from '@playwright/test';
import { AppType, messages } from '@guru/shared';
import { expectProviderConsole, submitPin, submitTotpCode, totpPasswordStep } from '../fixtures/sign-in.js';
import { suiteTest as test } from '../fixtures/world.js';

test('the provider signs in (password, TOTP, PIN) and lands on /admin with the firms table', async ({
  page,
  world,
}) => {
  const app = AppType.password;
  const { dialog } = await totpPasswordStep(page, app, world.provider);
  await submitTotpCode(page, app, world.provider, dialog);
  await submitPin(page, world.provider.pin);
  await expectProviderConsole(page, world.firm.name);
  const firms = page.getByRole('table', { name: messages.firmsHeading });
  await expect(firms.getByRole('columnheader', { name: messages.firmColumnName })).toBeVisible();
  await expect(firms.getByRole('row').filter({ hasText: world.firm.name })).toHaveCount(1);
});
