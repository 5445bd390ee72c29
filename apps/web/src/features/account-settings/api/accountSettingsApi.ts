import {
  accountSettingsApiPaths,
  accountSettingsResponse,
  okSchema,
  settingsCodeSentResponse,
  settingsPasswordStartResponse,
  settingsPhoneStartResponse,
  type AccountSettings,
  type AppType,
  type SettingsIdleTimesBody,
  type SettingsNewPasswordBody,
  type SettingsStep,
  type SettingsYourInfoBody,
} from '@guru/shared';
import { apiRequest } from '../../../lib/apiClient';

const paths = accountSettingsApiPaths;

export {
  accountSettingsQuery,
  accountSettingsQueryKey,
  hasAccountSettings,
  hasAccountSettingsPage,
  photoUrl,
} from '../../../lib/accountSettingsQuery';

export function saveYourInfo(app: AppType, body: SettingsYourInfoBody): Promise<AccountSettings> {
  return apiRequest(paths(app).settings, { app, method: 'PUT', body, schema: accountSettingsResponse });
}

export function saveIdleTimes(app: AppType, body: SettingsIdleTimesBody): Promise<AccountSettings> {
  return apiRequest(paths(app).idleTimes, { app, method: 'PUT', body, schema: accountSettingsResponse });
}

export function uploadPhoto(app: AppType, file: Blob): Promise<AccountSettings> {
  return apiRequest(paths(app).photo, { app, method: 'PUT', file, schema: accountSettingsResponse });
}

export function startPhoneChange(app: AppType, phoneNumber: string) {
  return apiRequest(paths(app).phoneStart, {
    app,
    body: { phoneNumber },
    schema: settingsPhoneStartResponse,
  });
}

export function confirmPhoneChange(app: AppType, oldCode: string, newCode: string): Promise<AccountSettings> {
  return apiRequest(paths(app).phoneConfirm, {
    app,
    body: { oldCode, newCode },
    schema: accountSettingsResponse,
  });
}

export function startPasswordChange(app: AppType, authKey: string) {
  return apiRequest(paths(app).passwordStart, {
    app,
    body: { authKey },
    schema: settingsPasswordStartResponse,
  });
}

export function startPinChange(app: AppType, pinCode: string) {
  return apiRequest(paths(app).pinStart, { app, body: { pinCode }, schema: settingsCodeSentResponse });
}

export function verifySettingsCode(app: AppType, step: SettingsStep, code: string): Promise<unknown> {
  return apiRequest(paths(app).verifyCode, { app, body: { step, code }, schema: okSchema });
}

export function resendSettingsCode(app: AppType, step: SettingsStep) {
  return apiRequest(paths(app).resendCode, { app, body: { step }, schema: settingsCodeSentResponse });
}

export function saveNewPassword(app: AppType, body: SettingsNewPasswordBody): Promise<unknown> {
  return apiRequest(paths(app).password, { app, body, schema: okSchema });
}

export function saveNewPin(app: AppType, pinCode: string, pinCodeConfirm: string): Promise<unknown> {
  return apiRequest(paths(app).pin, { app, body: { pinCode, pinCodeConfirm }, schema: okSchema });
}

export function saveNewRecoveryCode(
  app: AppType,
  pinCode: string,
  recoveryUserKey: string,
): Promise<unknown> {
  return apiRequest(paths(app).recoveryCode, {
    app,
    body: { pinCode, recoveryUserKey },
    schema: okSchema,
  });
}
