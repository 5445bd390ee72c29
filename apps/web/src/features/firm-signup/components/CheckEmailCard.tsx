import { Anchor, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import { businessMessages, formatMessage, type FirmSignupResponse } from '@guru/shared';
import { formatDateTimeUs } from '../../../lib/format';

export interface CheckEmailCardProps {
  result: FirmSignupResponse;
  address: string;
  onStartAgain: () => void;
}

/** After the sign-up form: the confirmation link went to the advisor's e-mail. */
export function CheckEmailCard({ result, address, onStartAgain }: CheckEmailCardProps) {
  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" ta="center" gap="md" role="status">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconMailOpened size={36} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {businessMessages.checkEmailTitle}
        </Title>
        <Text>
          {formatMessage(businessMessages.checkEmailText, {
            email: result.email,
            time: formatDateTimeUs(result.expiresAt),
            address,
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {businessMessages.checkEmailNext}
        </Text>
        <Text size="sm" c="dimmed">
          {businessMessages.checkEmailSpam}{' '}
          <Anchor component="button" type="button" size="sm" onClick={onStartAgain}>
            {businessMessages.startAgain}
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
