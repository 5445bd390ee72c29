import { Group, Progress, Text } from '@mantine/core';
import { PasswordStrength as Strength, messages, passwordStrength } from '@guru/shared';

const looks = {
  [Strength.weak]: { color: 'red', value: 33 },
  [Strength.medium]: { color: 'yellow', value: 66 },
  [Strength.strong]: { color: 'teal', value: 100 },
} as const;

/** Live Weak / Medium / Strong indicator (rules in packages/shared passwordStrength); hidden when empty. */
export function PasswordStrength({ password }: { password: string }) {
  if (password === '') return null;
  const strength = passwordStrength(password);
  const look = looks[strength];
  return (
    <div aria-live="polite">
      <Progress value={look.value} color={look.color} size="sm" aria-hidden />
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="dimmed">
          {messages.passwordsStrengthLabel}
        </Text>
        <Text
          size="xs"
          fw={600}
          c={look.color === 'yellow' ? 'yellow.8' : look.color}
          data-testid="password-strength"
        >
          {strength}
        </Text>
      </Group>
    </div>
  );
}
