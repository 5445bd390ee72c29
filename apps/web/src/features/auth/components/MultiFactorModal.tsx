import { useState } from 'react';
import { Anchor, Button, Center, Code, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { limits, messages, recoveryMessages, type AppType, type MfaChallenge } from '@guru/shared';
import { AuthenticatorCodeInput } from '../../../components/AuthenticatorCodeInput';
import { verifyTotpCode } from '../api/authApi';
import { classifyCodeError } from '../codeErrors';
import { useCodeEntry } from '../hooks/useCodeEntry';
import { FirstRecoveryCodes } from './FirstRecoveryCodes';
import { RecoveryCodeSignIn } from './RecoveryCodeSignIn';

export type TotpChallenge = Extract<MfaChallenge, { method: 'totp' }>;

export interface MultiFactorModalProps {
  app: AppType;
  challenge: TotpChallenge;
  onVerified: () => void;
  /** Too many wrong codes or the session is gone: the login shows the message. */
  onSessionEnded: (message: string) => void;
  /** "Back to sign in": the half-done sign-in is ended and the login form shows again. */
  onCancel: () => void;
}

/**
 * The multi-factor modal on login (the specification's login screen): the QR code (200 px) and the key only at
 * enrolment, a masked 6-digit "Verify Code" entry and a Verify button. Escape and the backdrop do
 * not close it; "Back to sign in" ends the half-done sign-in (someone without their phone at hand).
 */
export function MultiFactorModal({
  app,
  challenge,
  onVerified,
  onSessionEnded,
  onCancel,
}: MultiFactorModalProps) {
  const enrolment = challenge.enrolment;
  // After the first code of an enrolment: the recovery codes, once. A recovery code instead of the authenticator.
  const [mode, setMode] = useState<'totp' | 'recoveryCode' | 'newCodes'>('totp');
  const entry = useCodeEntry(limits.twoFactorCodeLength, messages.input2faCode, async (code) => {
    try {
      await verifyTotpCode(app, code);
      if (enrolment) setMode('newCodes');
      else onVerified();
      return null;
    } catch (cause) {
      const failure = classifyCodeError(cause);
      if (failure.kind !== 'ended') return failure.message;
      onSessionEnded(failure.message);
      return null;
    }
  });

  return (
    <Modal
      opened
      onClose={() => undefined}
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      centered
      title={
        mode === 'newCodes'
          ? recoveryMessages.totpCodesTitle
          : enrolment
            ? messages.totpEnrolTitle
            : messages.twoFactorTitle
      }
      size="md"
    >
      {mode === 'newCodes' && <FirstRecoveryCodes app={app} onDone={onVerified} />}
      {mode === 'recoveryCode' && (
        <Stack gap="md">
          <RecoveryCodeSignIn app={app} onVerified={onVerified} onSessionEnded={onSessionEnded} />
          <ModalLinks
            switchLabel={recoveryMessages.useAuthenticatorCode}
            onSwitch={() => setMode('totp')}
            onCancel={onCancel}
          />
        </Stack>
      )}
      {mode === 'totp' && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void entry.handleSubmit();
          }}
        >
          <Stack gap="md">
            {enrolment ? (
              <>
                <Text size="sm">{messages.totpEnrolText}</Text>
                <Center>
                  <Image
                    src={enrolment.qrCodeDataUrl}
                    alt={messages.qrCodeAlt}
                    w={limits.qrCodeSizePx}
                    h={limits.qrCodeSizePx}
                    fit="contain"
                  />
                </Center>
                <Stack gap={4} align="center">
                  <Text size="xs" c="dimmed">
                    {messages.manualKeyLabel}
                  </Text>
                  <Code fz="sm" style={{ wordBreak: 'break-all' }} data-testid="totp-secret">
                    {enrolment.secret}
                  </Code>
                </Stack>
              </>
            ) : (
              <Text size="sm">{messages.enterTotpCode}</Text>
            )}
            <AuthenticatorCodeInput entry={entry} />
            <Button type="submit" loading={entry.busy} fullWidth>
              {messages.verify}
            </Button>
            {enrolment ? (
              <ModalLinks onCancel={onCancel} />
            ) : (
              <ModalLinks
                switchLabel={recoveryMessages.useRecoveryCode}
                onSwitch={() => setMode('recoveryCode')}
                onCancel={onCancel}
              />
            )}
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** The links under the modal's form: the other way to sign in (when there is one), left, and "Back to sign in". */
function ModalLinks({
  switchLabel,
  onSwitch,
  onCancel,
}: {
  switchLabel?: string;
  onSwitch?: () => void;
  onCancel: () => void;
}) {
  return (
    <Group justify={switchLabel ? 'space-between' : 'center'}>
      {switchLabel && (
        <Anchor component="button" type="button" size="sm" onClick={onSwitch}>
          {switchLabel}
        </Anchor>
      )}
      <Anchor component="button" type="button" size="sm" onClick={onCancel}>
        {messages.backToLogin}
      </Anchor>
    </Group>
  );
}
