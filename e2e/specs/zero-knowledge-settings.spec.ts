import { AppType } from '@guru/shared';
import {
  bytesToBase64,
  bytesToHex,
  deriveLoginKeys,
  openProtectedUserKey,
  type KdfParams,
} from '@guru/vault-crypto';
import {
  addVaultEntry,
  changeMasterPassword,
  freshClient,
  openAccountSettings,
  signInPerson,
  storedUserColumn,
} from '../fixtures/account-settings.js';
import { serverBytes, storedRows } from '../fixtures/zero-knowledge.js';
import { expect, test } from '../fixtures/world.js';

test('a master password change from settings sends and stores neither password, nor the user key, nor vault plaintext', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const app = AppType.password;
  // A password of its own: the scan must not find it because another spec typed the same one.
  const person = await freshClient(request, 'Zoe', app, { password: `ZkOld-${Date.now()}!Ww` });
  const newPassword = `ZkSettings-${Date.now()}!Qq`;
  const entry = {
    name: `ZkSettingsName${Date.now()}`,
    username: `zk-settings-${Date.now()}`,
    password: `ZkSettingsPass!${Date.now()}`,
  };
  const bodies: string[] = [];
  const urls: string[] = [];
  page.on('request', (req) => {
    urls.push(req.url());
    const body = req.postData();
    if (body) bodies.push(body);
  });

  await signInPerson(page, request, app, person);
  await addVaultEntry(page, entry);
  await openAccountSettings(page, app);
  await changeMasterPassword(page, request, person, person.password, newPassword);

  // The user key, opened here as the browser does (new salt and wrapped key from the stored row).
  const rows = await storedRows();
  const salt = storedUserColumn(rows, person.username, 'kdf_salt');
  const params = JSON.parse(storedUserColumn(rows, person.username, 'kdf_params')) as KdfParams;
  const { wrapKey } = await deriveLoginKeys(newPassword, salt, params);
  const userKey = await openProtectedUserKey(
    wrapKey,
    storedUserColumn(rows, person.username, 'protected_user_key'),
  );
  const stored = serverBytes();
  const secrets = [
    person.password,
    newPassword,
    bytesToBase64(userKey),
    bytesToHex(userKey),
    entry.name,
    entry.username,
    entry.password,
  ];
  expect(
    bodies.some((b) => b.includes('"protectedUserKey"')),
    'the new wrapped key was sent',
  ).toBe(true);
  for (const secret of secrets) {
    for (const body of bodies) expect(body, 'a request body').not.toContain(secret);
    for (const url of urls) expect(url, 'a request address').not.toContain(encodeURIComponent(secret));
    expect(stored.includes(Buffer.from(secret)), 'the database files or the server log').toBe(false);
    expect(rows, 'a stored row').not.toContain(secret);
  }
});
