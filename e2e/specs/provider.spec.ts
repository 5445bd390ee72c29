import { expect, test } from '@playwright/test';
import { AppType, messages } from '@guru/shared';
import { demo, demoFirmName } from '../fixtures/demo-users.js';
import { expectProviderConsole, submitPin, submitTotpCode, totpPasswordStep } from '../fixtures/sign-in.js';

test('the provider signs in (password, TOTP, PIN) and lands on /admin with the firms table', async ({
  page,
}) => {
  const app = AppType.password;
  const { dialog } = await totpPasswordStep(page, app, demo.provider);
  await submitTotpCode(page, app, demo.provider, dialog);
  await submitPin(page, demo.provider.pin);
  await expectProviderConsole(page, demoFirmName);
  const firms = page.getByRole('table', { name: messages.firmsHeading });
  await expect(firms.getByRole('columnheader', { name: messages.firmColumnName })).toBeVisible();
  await expect(firms.getByRole('row').filter({ hasText: demoFirmName })).toHaveCount(1);
});
