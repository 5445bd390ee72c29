import type { FastifyInstance } from 'fastify';
import { beClientPaths, clientApiPaths, type AppType, type OutboxMessage } from '@guru/shared';
import { TestClient } from '../../test/http-client.js';
import { asApp } from '../clients/clients.fixtures.js';

/** The newest e-mail to an address (in any case), from the outbox. */
export async function latestMailTo(app: FastifyInstance, to: string): Promise<OutboxMessage> {
  const mail = (await app.guru.repos.outbox.list()).find(
    (m) => m.channel === 'email' && m.to.toLowerCase() === to.toLowerCase(),
  );
  if (!mail) throw new Error(`no e-mail to ${to}`);
  return mail;
}

/** The invite code in a sign-up link. */
export function inviteCodeIn(text: string): string {
  const code = /[?&]code=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!code) throw new Error(`no invite code in ${text}`);
  return code;
}

/** The whole sender verification: ask for the mail, open its link. */
export async function verifySender(app: FastifyInstance, advisor: TestClient, email: string): Promise<void> {
  const sent = await advisor.post(clientApiPaths.senderSendVerify, { email }, asApp());
  if (sent.statusCode !== 200) throw new Error(`send verify failed: ${sent.body}`);
  const token = /\/verify-sender-email\?token=(\S+)/.exec((await latestMailTo(app, email)).text)?.[1];
  if (!token) throw new Error('no verification link');
  // What the page of the link does: post the token.
  const opened = await new TestClient(app, advisor.host).post(beClientPaths.verifySenderEmail, {
    token: decodeURIComponent(token),
  });
  if (opened.statusCode !== 200) throw new Error(`verify link failed: ${opened.body}`);
}

/** An advisor invites `email` to an app; returns the code from the e-mail. */
export async function invite(
  app: FastifyInstance,
  advisor: TestClient,
  email: string,
  appType: AppType = 'passwordguru',
): Promise<string> {
  const res = await advisor.request('PUT', clientApiPaths.invite, { email, appType }, asApp());
  if (res.statusCode !== 200) throw new Error(`invite failed: ${res.body}`);
  return inviteCodeIn((await latestMailTo(app, email.trim())).text);
}
