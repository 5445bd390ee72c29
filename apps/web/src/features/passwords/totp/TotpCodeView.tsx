import { useEffect, useMemo, useState } from 'react';
import { ActionIcon, Group, RingProgress, Text, Tooltip } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { formatMessage, messages, vaultMessages } from '@guru/shared';
import { copySecret } from '../lib/clipboard';
import { notifyOops, notifySuccess } from '../lib/notify';
import { parseTotp, totpCodeAt } from './totp';

/** The current one-time code of a login, its countdown and a copy button (the code changes each period). */
export function TotpCodeView({ value }: { value: string }) {
  const totp = useMemo(() => parseTotp(value), [value]);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  if (!totp)
    return (
      <Text c="red" size="sm">
        {vaultMessages.totpInvalid}
      </Text>
    );
  const { code, secondsLeft, period } = totpCodeAt(totp, now);
  const shown =
    code.length > 6 ? `${code.slice(0, 4)} ${code.slice(4)}` : `${code.slice(0, 3)} ${code.slice(3)}`;
  return (
    <Group gap="sm" data-testid="totp-code">
      <Text ff="monospace" fz="xl" fw={700} data-code={code} aria-label={vaultMessages.totpCurrentCode}>
        {shown}
      </Text>
      <RingProgress
        size={36}
        thickness={4}
        roundCaps
        sections={[{ value: (secondsLeft / period) * 100, color: secondsLeft <= 5 ? 'red' : 'indigo' }]}
        label={
          <Text size="xs" ta="center">
            {secondsLeft}
          </Text>
        }
        aria-label={formatMessage(vaultMessages.totpExpiresIn, { seconds: secondsLeft })}
      />
      <Tooltip label={vaultMessages.totpCopy}>
        <ActionIcon
          variant="light"
          aria-label={vaultMessages.totpCopy}
          onClick={() => {
            copySecret(totpCodeAt(totp, Date.now()).code).then(
              () => notifySuccess(vaultMessages.totpCopied),
              () => notifyOops(messages.passwordsCopyFailed),
            );
          }}
        >
          <IconCopy size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
