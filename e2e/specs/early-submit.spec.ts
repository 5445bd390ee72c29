import { AppType, appRoutes, messages } from '@guru/shared';
import { demo } from '../fixtures/demo-users.js';
import { formAlert, loginTitle } from '../fixtures/sign-in.js';
import { expect, test } from '../fixtures/world.js';

const app = AppType.password;

/**
 * The sign-in page is prerendered (ADR 0026): its form shows before the app's code has loaded. A Sign In pressed
 * then is held by the page's inline script (allowed by its hash in the Content-Security-Policy) and made once the
 * app runs, instead of reloading the page and losing what was typed.
 */
test('a Sign In pressed before the app has loaded is made once it has, with what was typed', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // The entry module arrives late, as on a slow phone: the form is shown and usable meanwhile (the page's
  // DOMContentLoaded waits for it, so the test goes on from the first bytes).
  let releaseEntry: () => void = () => undefined;
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });

  await page.goto(appRoutes(app).login, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: loginTitle(app) })).toBeVisible();
  // A mark on this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { e2eSameDocument: true }));
  await page.getByLabel(messages.usernameLabel, { exact: true }).fill(demo.client.username);
  await page.getByLabel(messages.passwordLabel, { exact: true }).fill(`${demo.client.password}-wrong`);
  await page.getByRole('button', { name: messages.signInButton }).click();
  // Held: no reload, the fields keep what was typed.
  await expect(page.getByLabel(messages.usernameLabel, { exact: true })).toHaveValue(demo.client.username);

  releaseEntry();
  // The app made the held sign-in: the server's answer (a wrong password) is shown, on the same page.
  await expect(formAlert(page)).toHaveText(messages.invalidCredentials);
  await expect(page).toHaveURL(appRoutes(app).login);
  expect(await page.evaluate(() => 'e2eSameDocument' in window)).toBe(true);
  expect(violations).toEqual([]);
});
