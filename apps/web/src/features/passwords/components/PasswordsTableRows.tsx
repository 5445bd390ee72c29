import { memo } from 'react';
import { Badge, Group, Table, Text, UnstyledButton } from '@mantine/core';
import {
  IconBuildingBank,
  IconCreditCard,
  IconEye,
  IconFolder,
  IconFolderOpen,
  IconId,
  IconKey,
  IconNote,
  IconPencil,
  IconStarFilled,
  IconTrash,
} from '@tabler/icons-react';
import { messages, formatMessage, vaultMessages } from '@guru/shared';
import {
  CellActions,
  CellButtonLink,
  CellCheckbox,
  CellIconButton,
  CellText,
  LightTd,
  LightTr,
} from '../../../components/LightTableCells';
import { formatDateTimeUs } from '../../../lib/format';
import { SelectionState, isSelectable } from '../lib/selection';
import type { EntryRow, FolderRow, PasswordsRow } from '../lib/passwordsList';
import type { PasswordsEntry, PasswordsFolderEntry } from '../lib/passwordsTypes';
import { WebsiteLink } from './WebsiteLink';

export const MASKED_PASSWORD = '••••••••';

const rowIconSymbols = {
  view: IconEye,
  edit: IconPencil,
  delete: IconTrash,
  login: IconKey,
  note: IconNote,
  card: IconCreditCard,
  identity: IconId,
  financial: IconBuildingBank,
  favorite: IconStarFilled,
} as const;
type RowIconName = keyof typeof rowIconSymbols;
const rowIconId = (name: RowIconName) => `vault-row-icon-${name}`;

/**
 * The entry rows' action icons, drawn once for the table: each row refers to them (<use>), two
 * elements per icon instead of an icon component and its paths, a page of rows renders faster.
 */
export function RowIconSprite() {
  return (
    <svg
      aria-hidden
      focusable="false"
      style={{ position: 'absolute', width: 0, height: 0, overflow: 'hidden' }}
    >
      {(Object.keys(rowIconSymbols) as RowIconName[]).map((name) => {
        const Icon = rowIconSymbols[name];
        return (
          <symbol key={name} id={rowIconId(name)} viewBox="0 0 24 24">
            <Icon />
          </symbol>
        );
      })}
    </svg>
  );
}

function RowIcon({ name }: { name: RowIconName }) {
  return (
    <svg width={18} height={18} aria-hidden focusable="false">
      <use href={`#${rowIconId(name)}`} />
    </svg>
  );
}

/** An entry's type icon (and a star when pinned), before its name; the type is named for screen readers. */
function EntryTypeIcons({ entry }: { entry: PasswordsEntry }) {
  const type = entry.type ?? 'login';
  return (
    <span style={{ display: 'inline-flex', gap: 4, marginRight: 8, verticalAlign: 'middle' }}>
      <span
        role="img"
        aria-label={vaultMessages.typeLabels[type]}
        title={vaultMessages.typeLabels[type]}
        data-type={type}
        style={{ display: 'inline-flex', color: 'var(--mantine-color-indigo-6)' }}
      >
        <RowIcon name={type} />
      </span>
      {entry.favorite === true && (
        <span
          role="img"
          aria-label={vaultMessages.favorite}
          title={vaultMessages.favorite}
          style={{ display: 'inline-flex', color: 'var(--mantine-color-yellow-6)' }}
        >
          <RowIcon name="favorite" />
        </span>
      )}
    </span>
  );
}

export interface RowActions {
  onOpenFolder: (folderId: string | null) => void;
  onEditFolder: (folder: PasswordsFolderEntry) => void;
  onDeleteFolder: (folder: PasswordsFolderEntry) => void;
  onView: (entry: PasswordsEntry) => void;
  onEdit: (entry: PasswordsEntry) => void;
  onDelete: (entry: PasswordsEntry) => void;
}

/** Stable props (handlers included): a row re-renders only when its own data or selection changes. */
interface RowProps<Row> {
  row: Row;
  selectionState: SelectionState;
  showFolderColumn: boolean;
  onToggle: (row: PasswordsRow) => void;
  actions: RowActions;
}

function SelectCell(props: {
  label: string;
  state: SelectionState;
  disabled: boolean;
  onToggle: () => void;
  light?: boolean;
}) {
  const { label, state, disabled, onToggle, light = false } = props;
  const box = (
    <CellCheckbox
      label={formatMessage(messages.passwordsSelectRow, { name: label })}
      checked={state === SelectionState.all}
      indeterminate={state === SelectionState.some}
      disabled={disabled}
      onChange={onToggle}
    />
  );
  return light ? (
    <LightTd style={{ width: 40 }} cell="select">
      {box}
    </LightTd>
  ) : (
    <Table.Td style={{ width: 40 }} data-cell="select">
      {box}
    </Table.Td>
  );
}

export const FolderTableRow = memo(function FolderTableRow({
  row,
  selectionState,
  showFolderColumn,
  onToggle,
  actions,
}: RowProps<FolderRow>) {
  const name = row.folder
    ? row.folder.readable
      ? row.folder.name
      : messages.passwordsUnreadableEntry
    : messages.passwordsNoGroup;
  const folder = row.folder;
  const Icon = folder ? IconFolder : IconFolderOpen;
  return (
    <Table.Tr
      data-testid="folder-row"
      bg={selectionState === SelectionState.all ? 'var(--mantine-color-indigo-light)' : undefined}
    >
      <SelectCell
        label={name}
        state={selectionState}
        disabled={!isSelectable(row)}
        onToggle={() => onToggle(row)}
      />
      <Table.Td data-cell="main">
        {/* The count beside the button, not in it: the button's name ("Open folder …") holds all its visible text. */}
        <Group gap={8} wrap="nowrap">
          <UnstyledButton
            onClick={() => actions.onOpenFolder(row.folderId)}
            aria-label={formatMessage(messages.passwordsOpenFolder, { name })}
          >
            <Group gap={8} wrap="nowrap">
              <Icon size={20} color="var(--mantine-color-yellow-7)" aria-hidden />
              <Text size="sm" fw={600} c="indigo.8">
                {name}
              </Text>
            </Group>
          </UnstyledButton>
          <Badge size="sm" variant="light" color="gray" tt="none">
            {row.count === 1
              ? messages.passwordsFolderCountOne
              : formatMessage(messages.passwordsFolderCount, { count: row.count })}
          </Badge>
        </Group>
        {folder?.note && (
          <Text size="xs" c="dimmed" lineClamp={1} ml={28}>
            {folder.note}
          </Text>
        )}
      </Table.Td>
      {showFolderColumn && <Table.Td />}
      <Table.Td />
      <Table.Td />
      <Table.Td />
      <Table.Td data-label={folder ? messages.passwordsColumnLastUpdated : undefined}>
        {folder && <Text size="sm">{formatDateTimeUs(folder.updatedAt)}</Text>}
      </Table.Td>
      <Table.Td data-cell="actions">
        {folder && (
          <CellActions>
            <CellIconButton
              label={messages.passwordsEditFolder}
              onClick={() => actions.onEditFolder(folder)}
              disabled={!folder.readable}
            >
              <IconPencil size={18} />
            </CellIconButton>
            <CellIconButton
              label={messages.passwordsDeleteFolder}
              danger
              onClick={() => actions.onDeleteFolder(folder)}
            >
              <IconTrash size={18} />
            </CellIconButton>
          </CellActions>
        )}
      </Table.Td>
    </Table.Tr>
  );
});

export const EntryTableRow = memo(function EntryTableRow({
  row,
  selectionState,
  showFolderColumn,
  onToggle,
  actions,
}: RowProps<EntryRow>) {
  const { entry } = row;
  const name = entry.readable ? entry.name : messages.passwordsUnreadableEntry;
  return (
    <LightTr testId="entry-row" selected={selectionState === SelectionState.all}>
      <SelectCell label={name} state={selectionState} disabled={false} onToggle={() => onToggle(row)} light />
      <LightTd cell="main">
        {entry.readable && <EntryTypeIcons entry={entry} />}
        {entry.readable ? (
          <CellButtonLink strong onClick={() => actions.onView(entry)}>
            {name}
          </CellButtonLink>
        ) : (
          <CellText dimmed>
            <i>{name}</i>
          </CellText>
        )}
      </LightTd>
      {showFolderColumn && (
        <LightTd label={messages.passwordsColumnFolder}>
          <CellButtonLink onClick={() => actions.onOpenFolder(entry.folderId)}>
            {row.folderName ?? messages.passwordsNoGroup}
          </CellButtonLink>
        </LightTd>
      )}
      <LightTd style={{ maxWidth: 260 }} label={messages.passwordsColumnWebsite}>
        <WebsiteLink website={entry.website} isWebsite={entry.isWebsite} light />
      </LightTd>
      <LightTd style={{ maxWidth: 200, wordBreak: 'break-all' }} label={messages.passwordsUsername}>
        <CellText>{entry.username}</CellText>
      </LightTd>
      <LightTd label={messages.passwordLabel}>
        <CellText dimmed>{MASKED_PASSWORD}</CellText>
      </LightTd>
      <LightTd style={{ whiteSpace: 'nowrap' }} label={messages.passwordsColumnLastUpdated}>
        <CellText>{formatDateTimeUs(entry.updatedAt)}</CellText>
      </LightTd>
      <LightTd cell="actions">
        <CellActions>
          <CellIconButton
            label={messages.passwordsShowPassword}
            onClick={() => actions.onView(entry)}
            disabled={!entry.readable}
          >
            <RowIcon name="view" />
          </CellIconButton>
          <CellIconButton
            label={messages.passwordsEditPassword}
            onClick={() => actions.onEdit(entry)}
            disabled={!entry.readable}
          >
            <RowIcon name="edit" />
          </CellIconButton>
          <CellIconButton
            label={messages.passwordsDeletePassword}
            danger
            onClick={() => actions.onDelete(entry)}
          >
            <RowIcon name="delete" />
          </CellIconButton>
        </CellActions>
      </LightTd>
    </LightTr>
  );
});
