import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import type { AppType, SettingsStep } from '@guru/shared';
import { SettingsCard } from '../../../components/SettingsCard';
import { SmsCodeStep } from './SmsCodeStep';

/** Where a change of the password or the PIN stands: not started, the current one, the SMS code, the new one. */
export type SecretChangeStep =
  { kind: 'idle' } | { kind: 'current' } | { kind: 'code'; phoneHint: string } | { kind: 'new' };

export interface SecretChangeCardProps {
  app: AppType;
  /** The card's title, also the button that starts the change. */
  title: string;
  /** Shown under the title while the current secret is asked for. */
  intro: string;
  testId: string;
  /** The settings step the SMS code is for. */
  codeStep: SettingsStep;
  step: SecretChangeStep;
  onStep: (step: SecretChangeStep) => void;
  onCancel: () => void;
  /** The form of the current secret. */
  current: ReactNode;
  /** The form of the new secret. */
  next: ReactNode;
}

/** A settings card that changes a secret in steps: a start button, the current secret, an SMS code, then the new secret. */
export function SecretChangeCard({
  app,
  title,
  intro,
  testId,
  codeStep,
  step,
  onStep,
  onCancel,
  current,
  next,
}: SecretChangeCardProps) {
  return (
    <SettingsCard title={title} intro={step.kind === 'current' ? intro : undefined} testId={testId}>
      {step.kind === 'idle' ? (
        <Group>
          <Button variant="light" onClick={() => onStep({ kind: 'current' })}>
            {title}
          </Button>
        </Group>
      ) : step.kind === 'current' ? (
        current
      ) : step.kind === 'code' ? (
        <SmsCodeStep
          app={app}
          step={codeStep}
          phoneHint={step.phoneHint}
          onVerified={() => onStep({ kind: 'new' })}
          onCancel={onCancel}
        />
      ) : (
        next
      )}
    </SettingsCard>
  );
}
