import {
  beClientPaths,
  clientApiPaths,
  inviteResponse,
  inviteSecondUserResponse,
  okSchema,
  secondUserSchema,
  senderStatusResponse,
  type AppType,
  type SecondUser,
} from '@guru/shared';
import { apiRequest } from '../../../lib/apiClient';

/** The firm's sender address, client invites and second users (Manage Users). */

export async function fetchSenderVerified(session: AppType, email: string): Promise<boolean> {
  const status = await apiRequest(clientApiPaths.senderStatus, {
    app: session,
    query: { email },
    schema: senderStatusResponse,
  });
  return status.isVerified;
}

export async function sendSenderVerification(session: AppType, email: string): Promise<void> {
  await apiRequest(clientApiPaths.senderSendVerify, { app: session, body: { email }, schema: okSchema });
}

export interface InviteInput {
  email: string;
  title: string;
  note: string;
  appType: AppType;
}

export function inviteClient(session: AppType, input: InviteInput) {
  return apiRequest(clientApiPaths.invite, {
    app: session,
    method: 'PUT',
    body: input,
    schema: inviteResponse,
  });
}

const secondUserList = secondUserSchema.array();

export function fetchSecondUsers(
  session: AppType,
  mainUserId: string,
  signal?: AbortSignal,
): Promise<SecondUser[]> {
  return apiRequest(clientApiPaths.secondUsers, {
    app: session,
    query: { mainUserId },
    schema: secondUserList,
    signal,
  });
}

export async function inviteSecondUsers(
  session: AppType,
  clientId: string,
  emails: readonly string[],
  appType: AppType,
): Promise<string[]> {
  const result = await apiRequest(clientApiPaths.inviteSecondUser, {
    app: session,
    body: { emails, clientId, appType },
    schema: inviteSecondUserResponse,
  });
  return result.invited;
}

export async function deleteSecondUser(session: AppType, clientId: string, userId: string): Promise<void> {
  await apiRequest(clientApiPaths.deleteSecondUser, {
    app: session,
    body: { clientId, userId },
    schema: okSchema,
  });
}

export function setSecondUserDisabled(
  session: AppType,
  clientId: string,
  userId: string,
  isDisabled: boolean,
): Promise<SecondUser> {
  return apiRequest(clientApiPaths.disableSecondUser, {
    app: session,
    body: { clientId, userId, isDisabled },
    schema: secondUserSchema,
  });
}

/** Public: the page of the sender verification e-mail posts its single-use token. */
export async function verifySenderEmail(token: string): Promise<void> {
  await apiRequest(beClientPaths.verifySenderEmail, { body: { token }, schema: okSchema });
}
