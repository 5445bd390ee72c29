import { memo } from 'react';
import { Button, Chip, Group, Menu, Select } from '@mantine/core';
import { IconChevronDown, IconHeartbeat, IconPlus, IconStar, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { vaultItemTypes, vaultMessages, type VaultItemType } from '@guru/shared';
import type { EntryFilter } from '../lib/passwordsList';
import { vaultHealthPath, vaultTrashPath } from '../lib/passwordsRoutes';

export interface VaultFilterBarProps {
  filter: EntryFilter;
  onFilterChange: (filter: EntryFilter) => void;
  onAddItem: (type: VaultItemType) => void;
}

const ALL = 'all';
const typeOptions = [
  { value: ALL, label: vaultMessages.filterAllTypes },
  ...vaultItemTypes.map((type) => ({ value: type, label: vaultMessages.typeLabels[type] })),
];
const otherTypes = vaultItemTypes.filter((type) => type !== 'login');

/** The type filter, the favorites filter, adding an item of another type, and the way to the trash and the health page. */
export const VaultFilterBar = memo(function VaultFilterBar({
  filter,
  onFilterChange,
  onAddItem,
}: VaultFilterBarProps) {
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Group gap="xs" wrap="wrap">
        <Select
          aria-label={vaultMessages.itemType}
          data={typeOptions}
          value={filter.type ?? ALL}
          allowDeselect={false}
          w={200}
          // Its list is mounted when opened, not kept hidden from the first render: a hidden list is still
          // positioned by floating-ui at mount, a forced style pass in the dashboard's first commit (ADR 0054).
          comboboxProps={{ withinPortal: true, keepMounted: false }}
          onChange={(value) =>
            onFilterChange({
              ...filter,
              type: value === null || value === ALL ? null : (value as VaultItemType),
            })
          }
        />
        <Chip
          checked={filter.favoritesOnly}
          onChange={(checked) => onFilterChange({ ...filter, favoritesOnly: checked })}
          icon={<IconStar size={14} />}
          variant="light"
        >
          {vaultMessages.favoritesOnly}
        </Chip>
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              rightSection={<IconChevronDown size={14} />}
            >
              {vaultMessages.addItemOfType}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {otherTypes.map((type) => (
              <Menu.Item key={type} onClick={() => onAddItem(type)}>
                {vaultMessages.typeLabels[type]}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Group gap="xs" wrap="wrap">
        <Button
          component={Link}
          to={vaultHealthPath}
          variant="subtle"
          leftSection={<IconHeartbeat size={16} />}
        >
          {vaultMessages.healthLink}
        </Button>
        <Button component={Link} to={vaultTrashPath} variant="subtle" leftSection={<IconTrash size={16} />}>
          {vaultMessages.trashLink}
        </Button>
      </Group>
    </Group>
  );
});
