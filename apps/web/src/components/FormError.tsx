import { Alert } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';

/** A message under (or above) a form; role=alert so screen readers announce it. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert" py="xs">
      {message}
    </Alert>
  );
}

export function FormNotice({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert color="indigo" variant="light" icon={<IconInfoCircle />} role="status" py="xs">
      {message}
    </Alert>
  );
}
