import { Badge } from '@mantine/core';
import { ClientStatus } from '@guru/shared';

const statusColor: Record<ClientStatus, string> = {
  [ClientStatus.active]: 'teal',
  [ClientStatus.disabled]: 'gray',
  [ClientStatus.requested]: 'orange',
  [ClientStatus.pending]: 'indigo',
};

/** A client's or second user's status as the seeds name it (Active, Disabled, Requested, Pending). */
export function ClientStatusBadge({ status }: { status: ClientStatus }) {
  return (
    <Badge size="sm" variant="light" color={statusColor[status]} tt="none">
      {status}
    </Badge>
  );
}
