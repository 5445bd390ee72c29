import { Badge, Checkbox, Group, Loader, Text, UnstyledButton } from '@mantine/core';
import {
  IconDownload,
  IconEye,
  IconEyeOff,
  IconFileZip,
  IconFolder,
  IconFolderOpen,
  IconHistory,
  IconLink,
  IconPencil,
  IconShare,
  IconTrash,
  IconVersions,
} from '@tabler/icons-react';
import {
  documentLinksMessages,
  documentsMessages,
  documentsViewerMessages,
  documentsScreenMessages as text,
  formatMessage,
  retentionMessages,
  type DocumentFolder,
  type DocumentRow,
} from '@guru/shared';
import {
  CellActions,
  CellButtonLink,
  CellIconButton,
  CellText,
  LightTd,
  LightTr,
} from '../../../components/LightTableCells';
import { formatDateTimeUs } from '../../../lib/format';
import { formatDocumentDate, formatFileSize, personName } from '../lib/documentsFormat';
import type { FileRowData, FolderRowData } from '../lib/documentsRows';
import { FileTypeIcon } from './FileTypeIcon';

export type ShareTarget =
  { type: 'file'; id: string; name: string } | { type: 'folder'; id: string; name: string };

export interface DocumentRowActions {
  onOpenFolder: (folderId: string | null) => void;
  onEditFolder: (folder: DocumentFolder) => void;
  onDeleteFolder: (folder: DocumentFolder) => void;
  onShare: (target: ShareTarget) => void;
  /** A view-and-download link for an outsider (the client's shared area only). */
  onSendLink: (target: ShareTarget) => void;
  /** Who did what to the item, and when. */
  onActivity: (target: ShareTarget) => void;
  onDownload: (file: DocumentRow) => void;
  /** Opens the viewer (ADR 0046). */
  onPreview: (file: DocumentRow) => void;
  /** The folder's files as one ZIP. */
  onDownloadFolder: (folder: DocumentFolder) => void;
  /** The file's versions: who uploaded each, download, restore. */
  onVersions: (file: DocumentRow) => void;
  onEdit: (file: DocumentRow) => void;
  onDelete: (file: DocumentRow) => void;
  /** Hide the file from the client, or show it again (the advisor, ADR 0050). */
  onToggleHidden: (file: DocumentRow) => void;
}

/** What the rows offer, by role and tab (lib/permissions). */
export interface RowPermissions {
  /** "Share with me": shared by and shared date instead of last updated and actions. */
  sharedColumns: boolean;
  canEdit: boolean;
  canShare: boolean;
  canSendLink: boolean;
  /** The advisor hides files of the client's shared area from the client (ADR 0050). */
  canHide: boolean;
  canDeleteFolder: (folder: DocumentFolder) => boolean;
  canDeleteFile: (file: DocumentRow) => boolean;
  isDownloading: (id: string) => boolean;
}

interface RowProps<Row> {
  row: Row;
  selected: boolean;
  onToggle: () => void;
  actions: DocumentRowActions;
  permissions: RowPermissions;
}

function ActivityButton({
  target,
  onActivity,
}: {
  target: ShareTarget;
  onActivity: (target: ShareTarget) => void;
}) {
  const label = formatMessage(target.type === 'file' ? text.activityItem : text.activityFolderItem, {
    name: target.name,
  });
  return (
    <CellIconButton label={label} onClick={() => onActivity(target)}>
      <IconHistory size={18} />
    </CellIconButton>
  );
}

/** "Share with me": the shared date, and the item's activity. */
function SharedDateCell({
  date,
  target,
  onActivity,
}: {
  date: string | null;
  target: ShareTarget | null;
  onActivity: (target: ShareTarget) => void;
}) {
  return (
    <LightTd label={date !== null ? text.columnSharedDate : undefined}>
      <Group gap={6} wrap="nowrap">
        {date !== null && <CellText>{formatDocumentDate(date)}</CellText>}
        {target && <ActivityButton target={target} onActivity={onActivity} />}
      </Group>
    </LightTd>
  );
}

function SelectCell({
  label,
  selected,
  disabled,
  onToggle,
}: {
  label: string;
  selected: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  return (
    <LightTd style={{ width: 40 }} cell="select">
      <Checkbox
        aria-label={formatMessage(text.selectRow, { name: label })}
        checked={selected}
        disabled={disabled}
        onChange={onToggle}
      />
    </LightTd>
  );
}

export function FolderTableRow({ row, selected, onToggle, actions, permissions }: RowProps<FolderRowData>) {
  const { folder } = row;
  const name = folder?.name ?? documentsMessages.noGroup;
  const Icon = folder ? IconFolder : IconFolderOpen;
  return (
    <LightTr testId="folder-row" selected={selected}>
      <SelectCell label={name} selected={selected} disabled={folder === null} onToggle={onToggle} />
      <LightTd style={{ width: 40 }} cell="icon">
        <Icon size={22} color="var(--mantine-color-yellow-7)" aria-hidden />
      </LightTd>
      <LightTd cell="main">
        {/* The count beside the button, not in it: the button's name ("Open folder …") holds all its visible text. */}
        <Group gap={8} wrap="nowrap">
          <UnstyledButton
            onClick={() => actions.onOpenFolder(row.folderId)}
            aria-label={formatMessage(text.openFolder, { name })}
          >
            <Text size="sm" fw={600} c="indigo.8">
              {name}
            </Text>
          </UnstyledButton>
          {row.fileCount !== null && (
            <Badge size="sm" variant="light" color="gray" tt="none">
              {row.fileCount === 1
                ? text.folderFileCountOne
                : formatMessage(text.folderFileCount, { count: row.fileCount })}
            </Badge>
          )}
        </Group>
        {folder?.note && (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {folder.note}
          </Text>
        )}
      </LightTd>
      <LightTd />
      {permissions.sharedColumns ? (
        <>
          <LightTd label={folder?.sharedUser ? text.columnSharedBy : undefined}>
            {folder?.sharedUser && <CellText>{personName(folder.sharedUser)}</CellText>}
          </LightTd>
          <SharedDateCell
            date={folder?.sharedUser?.sharedDate ?? null}
            target={folder ? { type: 'folder', id: folder.id, name } : null}
            onActivity={actions.onActivity}
          />
        </>
      ) : (
        <>
          <LightTd style={{ whiteSpace: 'nowrap' }} label={folder ? text.columnLastUpdated : undefined}>
            {folder && <CellText>{formatDateTimeUs(folder.updatedAt)}</CellText>}
          </LightTd>
          <LightTd cell="actions">
            {folder && <FolderActions folder={folder} actions={actions} permissions={permissions} />}
          </LightTd>
        </>
      )}
    </LightTr>
  );
}

function FolderActions({
  folder,
  actions,
  permissions,
}: {
  folder: DocumentFolder;
  actions: DocumentRowActions;
  permissions: RowPermissions;
}) {
  const name = folder.name;
  return (
    <CellActions>
      <CellIconButton
        label={formatMessage(documentsViewerMessages.downloadFolderZip, { name })}
        onClick={() => actions.onDownloadFolder(folder)}
      >
        <IconFileZip size={18} />
      </CellIconButton>
      {permissions.canShare && (
        <CellIconButton
          label={formatMessage(text.shareFolderItem, { name })}
          onClick={() => actions.onShare({ type: 'folder', id: folder.id, name })}
        >
          <IconShare size={18} />
        </CellIconButton>
      )}
      {permissions.canSendLink && (
        <CellIconButton
          label={formatMessage(documentLinksMessages.sendLinkFolderItem, { name })}
          onClick={() => actions.onSendLink({ type: 'folder', id: folder.id, name })}
        >
          <IconLink size={18} />
        </CellIconButton>
      )}
      <ActivityButton target={{ type: 'folder', id: folder.id, name }} onActivity={actions.onActivity} />
      {permissions.canEdit && (
        <CellIconButton
          label={formatMessage(text.editFolderItem, { name })}
          onClick={() => actions.onEditFolder(folder)}
        >
          <IconPencil size={18} />
        </CellIconButton>
      )}
      {permissions.canDeleteFolder(folder) && (
        <CellIconButton
          label={formatMessage(text.deleteFolderItem, { name })}
          danger
          onClick={() => actions.onDeleteFolder(folder)}
        >
          <IconTrash size={18} />
        </CellIconButton>
      )}
    </CellActions>
  );
}

export function FileTableRow({ row, selected, onToggle, actions, permissions }: RowProps<FileRowData>) {
  const { file } = row;
  const name = file.fileName;
  const downloading = permissions.isDownloading(file.id);
  return (
    <LightTr testId="document-row" selected={selected}>
      <SelectCell label={name} selected={selected} disabled={false} onToggle={onToggle} />
      <LightTd style={{ width: 40 }} cell="icon">
        <FileTypeIcon file={file} />
      </LightTd>
      <LightTd style={{ maxWidth: 360, wordBreak: 'break-word' }} cell="main">
        <CellButtonLink strong onClick={() => actions.onPreview(file)}>
          {name}
        </CellButtonLink>
        {downloading && <Loader size={12} ml={6} aria-hidden />}
        {file.hidden && (
          <Badge color="orange" variant="light" size="sm" ml={6} data-testid="hidden-badge">
            {retentionMessages.hiddenBadge}
          </Badge>
        )}
      </LightTd>
      <LightTd style={{ whiteSpace: 'nowrap' }} label={text.columnSize}>
        <CellText>{formatFileSize(file.fileSize)}</CellText>
      </LightTd>
      {permissions.sharedColumns ? (
        <>
          <LightTd label={file.sharedUser ? text.columnSharedBy : undefined}>
            {file.sharedUser && <CellText>{personName(file.sharedUser)}</CellText>}
          </LightTd>
          <SharedDateCell
            date={file.sharedUser?.sharedDate ?? null}
            target={{ type: 'file', id: file.id, name }}
            onActivity={actions.onActivity}
          />
        </>
      ) : (
        <>
          <LightTd style={{ whiteSpace: 'nowrap' }} label={text.columnLastUpdated}>
            <CellText>{formatDateTimeUs(file.updatedAt)}</CellText>
          </LightTd>
          <LightTd cell="actions">
            <CellActions>
              <CellIconButton
                label={formatMessage(documentsViewerMessages.previewItem, { name })}
                onClick={() => actions.onPreview(file)}
              >
                <IconEye size={18} />
              </CellIconButton>
              <CellIconButton
                label={formatMessage(text.downloadItem, { name })}
                onClick={() => actions.onDownload(file)}
                disabled={downloading}
              >
                <IconDownload size={18} />
              </CellIconButton>
              {permissions.canShare && (
                <CellIconButton
                  label={formatMessage(text.shareItem, { name })}
                  onClick={() => actions.onShare({ type: 'file', id: file.id, name })}
                >
                  <IconShare size={18} />
                </CellIconButton>
              )}
              {permissions.canSendLink && (
                <CellIconButton
                  label={formatMessage(documentLinksMessages.sendLinkItem, { name })}
                  onClick={() => actions.onSendLink({ type: 'file', id: file.id, name })}
                >
                  <IconLink size={18} />
                </CellIconButton>
              )}
              <CellIconButton
                label={formatMessage(documentsViewerMessages.versionsItem, { name })}
                onClick={() => actions.onVersions(file)}
              >
                <IconVersions size={18} />
              </CellIconButton>
              <ActivityButton target={{ type: 'file', id: file.id, name }} onActivity={actions.onActivity} />
              {permissions.canHide && (
                <CellIconButton
                  label={formatMessage(
                    file.hidden ? retentionMessages.unhideItem : retentionMessages.hideItem,
                    { name },
                  )}
                  onClick={() => actions.onToggleHidden(file)}
                >
                  {file.hidden ? <IconEye size={18} /> : <IconEyeOff size={18} />}
                </CellIconButton>
              )}
              {permissions.canEdit && (
                <CellIconButton
                  label={formatMessage(text.editItem, { name })}
                  onClick={() => actions.onEdit(file)}
                >
                  <IconPencil size={18} />
                </CellIconButton>
              )}
              {permissions.canDeleteFile(file) && (
                <CellIconButton
                  label={formatMessage(text.deleteItem, { name })}
                  danger
                  onClick={() => actions.onDelete(file)}
                >
                  <IconTrash size={18} />
                </CellIconButton>
              )}
            </CellActions>
          </LightTd>
        </>
      )}
    </LightTr>
  );
}
