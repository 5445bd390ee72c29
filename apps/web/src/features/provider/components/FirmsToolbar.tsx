import { Button, Group, Select } from '@mantine/core';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { businessMessages, subscriptionStatuses, type SubscriptionStatus } from '@guru/shared';
import { DebouncedSearchInput } from '../../../components/DebouncedSearchInput';
import { subscriptionStatusLooks } from '../../advisor';

const statusOptions = [
  { value: '', label: businessMessages.providerAllStatuses },
  ...subscriptionStatuses.map((status) => ({ value: status, label: subscriptionStatusLooks[status].label })),
];

export interface FirmsToolbarProps {
  status: SubscriptionStatus | null;
  exporting: boolean;
  onQueryChange: (q: string) => void;
  onStatusChange: (status: SubscriptionStatus | null) => void;
  onCreate: () => void;
  onExportNewsletter: () => void;
}

/** Search, status filter, Create a firm, and the newsletter export. */
export function FirmsToolbar({
  status,
  exporting,
  onQueryChange,
  onStatusChange,
  onCreate,
  onExportNewsletter,
}: FirmsToolbarProps) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="wrap" style={{ flex: 1 }}>
        <DebouncedSearchInput
          aria-label={businessMessages.providerSearchLabel}
          placeholder={businessMessages.providerSearchPlaceholder}
          onQueryChange={onQueryChange}
          w={{ base: '100%', xs: 300 }}
        />
        <Select
          aria-label={businessMessages.providerStatusFilter}
          data={statusOptions}
          value={status ?? ''}
          allowDeselect={false}
          w={180}
          onChange={(value) => onStatusChange(subscriptionStatuses.find((s) => s === value) ?? null)}
        />
      </Group>
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={exporting}
          onClick={onExportNewsletter}
        >
          {businessMessages.providerNewsletterExport}
        </Button>
        <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
          {businessMessages.providerCreateFirm}
        </Button>
      </Group>
    </Group>
  );
}
