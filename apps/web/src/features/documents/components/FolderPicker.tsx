import { Select } from '@mantine/core';
import { documentsScreenMessages as text } from '@guru/shared';
import type { FolderChoiceGroup } from '../lib/folderChoices';

export interface FolderPickerProps {
  groups: readonly FolderChoiceGroup[];
  value: string;
  onChange: (value: string) => void;
}

/** The folder picker: the closed field reads "area › folder", the list shows folders under their area. */
export function FolderPicker({ groups, value, onChange }: FolderPickerProps) {
  const names = new Map(
    groups.flatMap((group) => group.items.map((item) => [item.value, item.name] as const)),
  );
  return (
    <Select
      label={text.folderLabel}
      data={groups.map((group) => ({
        group: group.group,
        items: group.items.map(({ value: itemValue, label }) => ({ value: itemValue, label })),
      }))}
      value={value}
      allowDeselect={false}
      onChange={(chosen) => chosen && onChange(chosen)}
      renderOption={({ option }) => names.get(option.value) ?? option.label}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
