import type { Page } from '@playwright/test';
import { API_PREFIX, AppType, emergencyApiPaths } from '@guru/shared';
import {
  bytesToBase64,
  bytesToBase64Url,
  bytesToHex,
  deriveLoginKeys,
  joinEmergencyKey,
  openProtectedUserKey,
  type KdfParams,
} from '@guru/vault-crypto';
import {
  addEmergencyContact,
  closeKit,
  contactAsks,
  contactPage,
  contactPerson,
  contactTakesOver,
  e2eWaitSeconds,
} from '../fixtures/emergency.js';
import { addVaultEntry, openAccountSettings } from '../fixtures/account-settings.js';
import { newestOutboxId } from '../fixtures/outbox.js';
import { AdvisorApi, newPerson, signInNewPerson, signupThroughApi } from '../fixtures/signup.js';
import { openLogin } from '../fixtures/sign-in.js';
import { serverBytes, storedRows } from '../fixtures/zero-knowledge.js';
import { expect, test } from '../fixtures/world.js';

/** Every request body a page sends, and the release answer (the share S the server gives the contact). */
function recordTraffic(page: Page, bodies: string[], released: string[]): void {
  page.on('request', (req) => {
    const body = req.postData();
    if (body) bodies.push(body);
  });
  page.on('response', async (res) => {
    if (res.url().endsWith(`${API_PREFIX}${emergencyApiPaths.verify}`) && res.ok())
      released.push(await res.text());
  });
}

/** A key's usual spellings: base64, base64url, hex. */
function spellings(bytes: Uint8Array): string[] {
  return [bytesToBase64(bytes), bytesToBase64Url(bytes), bytesToHex(bytes)];
}

test('through an emergency takeover no request body, log line or stored row holds a password, the user key, the kit code C, E or vault plaintext', async ({
  page,
  request,
  browser,
  world,
}) => {
  test.setTimeout(240_000);
  const app = AppType.password;
  const baseURL = world.origin;
  const advisor = await AdvisorApi.signIn(world);
  await advisor.verifySender(request, world.advisor.email);
  const zoe = newPerson('Zoe');
  await signupThroughApi(request, await advisor.invite(request, zoe.email, app), zoe, app);
  await advisor.dispose();
  const canary = {
    name: `ZkEmergencyName${Date.now()}`,
    username: `zk-emergency-user-${Date.now()}`,
    password: `ZkEmergencyPass!${Date.now()}`,
  };

  const bodies: string[] = [];
  const released: string[] = [];
  recordTraffic(page, bodies, released);
  await openLogin(page, app);
  await signInNewPerson(page, request, app, zoe);
  await addVaultEntry(page, canary);
  await openAccountSettings(page, app);
  const kit = await addEmergencyContact(page, `heir.${zoe.username}@example.com`);
  await closeKit(page);

  const contact = await contactPage(browser, baseURL);
  recordTraffic(contact, bodies, released);
  await contactAsks(contact, kit);
  const asked = Date.now(); // the answer is shown: the request was made before this
  await contact.waitForTimeout(Math.max(0, asked + (e2eWaitSeconds + 1) * 1000 - Date.now()));
  await contactTakesOver(contact, request, await newestOutboxId(request));
  await contact.context().close();

  // What the contact's browser sent to take over: the new wrapped key, its salt and KDF parameters.
  const takeover = bodies
    .map((b) => JSON.parse(b) as Record<string, unknown>)
    .find((b) => typeof b.takeoverToken === 'string');
  expect(takeover, 'the takeover request').toBeDefined();
  const { wrapKey } = await deriveLoginKeys(
    contactPerson.password,
    String(takeover!.kdfSalt),
    takeover!.kdfParams as KdfParams,
  );
  const userKey = await openProtectedUserKey(wrapKey, String(takeover!.protectedUserKey));
  const serverShare =
    (JSON.parse(released[0] ?? '{}') as { data?: { serverShare?: string } }).data?.serverShare ?? '';
  expect(serverShare, 'the released share').toMatch(/^[A-Za-z0-9_-]{22}$/);
  const e = joinEmergencyKey(serverShare, kit.kitCode);

  const secrets: Array<[string, string]> = [
    ['the old master password', zoe.password],
    ['the new master password', contactPerson.password],
    ['the kit code C', kit.kitCode],
    ['the kit code C without dashes', kit.kitCode.replace(/-/g, '')],
    ...spellings(userKey).map((s): [string, string] => ['the user key', s]),
    ...spellings(e).map((s): [string, string] => ['the emergency key E', s]),
    ['the vault entry name', canary.name],
    ['the vault entry username', canary.username],
    ['the vault entry password', canary.password],
  ];
  const stored = serverBytes();
  const rows = await storedRows();
  expect(rows, 'the scan reads the emergency tables').toContain('emergency_events.kind=takenOver');
  for (const [what, secret] of secrets) {
    for (const body of bodies) expect(body.includes(secret), `a request body holds ${what}`).toBe(false);
    expect(stored.includes(Buffer.from(secret)), `the server's bytes hold ${what}`).toBe(false);
    expect(rows.includes(secret), `a stored row holds ${what}`).toBe(false);
  }
  // The share S is stored only sealed (it crosses the wire once, to the contact, by design).
  expect(stored.includes(Buffer.from(serverShare)), 'the server share in clear at rest').toBe(false);
  expect(rows.includes(serverShare), 'the server share in a stored row').toBe(false);
});
