import { AppType, appRoutes, messages } from '@guru/shared';
import { base64ToBytes, bytesToBase64Url, bytesToHex } from '@guru/vault-crypto';
import { addEntryThroughScreen, expectEntry, walkPasswordReset } from '../fixtures/recovery.js';
import { openLogin } from '../fixtures/sign-in.js';
import { advisorForFile, newPerson, signInNewPerson, signupThroughApi } from '../fixtures/signup.js';
import { serverBytes, storedRows } from '../fixtures/zero-knowledge.js';
import { expect, test } from '../fixtures/world.js';

const advisor = advisorForFile();

test('through a forgotten-password recovery no request body, log line or stored row holds a password, the user key, a recovery code or vault plaintext', async ({
  page,
  request,
}) => {
  const app = AppType.password;
  const person = { ...newPerson('Zara'), password: `OldSecret!${Date.now()}` };
  const newPassword = `NewSecret!${Date.now()}`;
  const entry = {
    name: `ZkRecoveryName${Date.now()}`,
    website: 'Attic safe',
    username: `zk-user-${Date.now()}`,
    password: `ZkEntryPass!${Date.now()}`,
  };
  const bodies: string[] = [];
  page.on('request', (req) => {
    const body = req.postData();
    if (body) bodies.push(body);
  });

  const link = await advisor().invite(request, person.email, app);
  const { recoveryCode, userKeyB64 } = await signupThroughApi(request, link, person, app);
  await openLogin(page, app);
  await signInNewPerson(page, request, app, person);
  await addEntryThroughScreen(page, entry);
  await page.getByRole('banner').getByRole('button', { name: messages.logOut }).click();
  await expect(page).toHaveURL(appRoutes(app).login);

  const { newRecoveryCode } = await walkPasswordReset(page, request, app, person, recoveryCode, newPassword);
  await signInNewPerson(page, request, app, { ...person, password: newPassword });
  await expectEntry(page, entry.name);

  // The reset really went through the server: the complete call carried the new wrapped keys.
  const completed = bodies.find((b) => b.includes('"keepVault":true'));
  expect(completed, 'the reset request').toBeDefined();
  const rows = await storedRows();
  expect(rows, 'the scan reads the users table').toContain(
    `users.recovery_user_key=${JSON.parse(completed!).recoveryUserKey}`,
  );
  expect(rows, 'the scan reads the reset table').toContain('password_resets.token_hash=');

  const userKey = base64ToBytes(userKeyB64);
  const secrets = [
    person.password,
    newPassword,
    recoveryCode,
    recoveryCode.replace(/-/g, ''),
    newRecoveryCode,
    newRecoveryCode.replace(/-/g, ''),
    userKeyB64,
    bytesToBase64Url(userKey),
    bytesToHex(userKey),
    entry.name,
    entry.username,
    entry.password,
    'Attic safe',
  ];
  const stored = serverBytes();
  for (const secret of secrets) {
    for (const body of bodies) expect(body, 'a request body').not.toContain(secret);
    expect(stored.includes(Buffer.from(secret)), `server bytes contain ${secret}`).toBe(false);
    expect(rows, `a stored row contains ${secret}`).not.toContain(secret);
  }
});
