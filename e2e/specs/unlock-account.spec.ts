import crypto from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { API_PREFIX, AppType, appRoutes, limits, loginPath, unlockMessages } from '@guru/shared';
import { linkIn, newestOutboxId, waitForMail } from '../fixtures/outbox.js';
import { formAlert, openLogin, submitPassword } from '../fixtures/sign-in.js';
import {
  advisorForFile,
  newPerson,
  signInNewPerson,
  signupThroughApi,
  type NewPerson,
} from '../fixtures/signup.js';
import { expect, test } from '../fixtures/world.js';

// A fresh client; the world's advisor's session sends the invite.
test.describe.configure({ mode: 'serial' });

const advisor = advisorForFile();
const app = AppType.password;

/**
 * Wrong passwords from strangers at `addresses` source addresses (through the server's trusted local proxy,
 * TRUST_PROXY in playwright.config.ts), five each: each address locks itself out at its fifth, and the
 * fiftieth failure across them locks the account. The keys sent are random: no password is derived.
 */
async function guessFromAddresses(
  request: APIRequestContext,
  person: NewPerson,
  addresses: number,
): Promise<string[]> {
  const answers: string[] = [];
  for (let n = 1; n <= addresses; n++) {
    for (let i = 0; i < limits.loginMaxFailures; i++) {
      const res = await request.post(`${API_PREFIX}${loginPath(app)}`, {
        data: { username: person.username, authKey: crypto.randomBytes(32).toString('base64'), appType: app },
        headers: { 'x-forwarded-for': `198.51.100.${n}`, 'x-app-type': app },
      });
      answers.push(((await res.json()) as { error: { message: string } }).error.message);
    }
  }
  return answers;
}

test('wrong passwords from many addresses lock the account; the owner unlocks it from the e-mailed link and signs in', async ({
  page,
  request,
  world,
}) => {
  const person = newPerson('Ulla');
  await signupThroughApi(request, await advisor().invite(request, person.email, app), person, app);
  const before = await newestOutboxId(request);

  await test.step('fifty wrong passwords from ten addresses lock the account', async () => {
    const answers = await guessFromAddresses(
      request,
      person,
      limits.loginMaxFailuresPerAccount / limits.loginMaxFailures,
    );
    expect(answers.at(-1)).toBe(unlockMessages.accountLockedMailed);
  });

  await test.step('the owner, with the right password, is told the account is locked and that a link was mailed', async () => {
    await openLogin(page, app);
    await submitPassword(page, person);
    await expect(formAlert(page)).toContainText(unlockMessages.accountLockedMailed);
    await expect(page).toHaveURL(appRoutes(app).login);
  });

  const link = linkIn(await waitForMail(request, person.email, before, unlockMessages.mailSubject));
  await test.step('the link opens the unlock page, which takes the token out of the address bar; the button unlocks', async () => {
    const url = new URL(link);
    expect(url.hostname).toBe(new URL(world.origin).hostname);
    expect(url.pathname).toBe(appRoutes(app).unlockAccount);
    expect(url.hash.length).toBeGreaterThan(40);
    // The firm's own host in the mail: the world's, where the fixtures sign in.
    await page.goto(`${url.pathname}${url.hash}`);
    await expect(page.getByRole('heading', { name: unlockMessages.title })).toBeVisible();
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    await page.getByRole('button', { name: unlockMessages.button }).click();
    await expect(page.getByRole('heading', { name: unlockMessages.doneTitle })).toBeVisible();
  });

  await test.step('Sign in: password, SMS code and PIN open the dashboard', async () => {
    await page.getByRole('link', { name: unlockMessages.toLogin }).click();
    await expect(page).toHaveURL(new RegExp(`${appRoutes(app).login}$`));
    await signInNewPerson(page, request, app, person);
  });

  await test.step('the link works once', async () => {
    await page.goto(`${new URL(link).pathname}${new URL(link).hash}`);
    await page.getByRole('button', { name: unlockMessages.button }).click();
    await expect(formAlert(page)).toContainText(unlockMessages.linkInvalid);
  });
});
