import { memo } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { IconFileExport, IconFileZip, IconFolderPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { documentsScreenMessages as text, documentsViewerMessages, formatMessage } from '@guru/shared';
import { DebouncedSearchInput } from '../../../components/DebouncedSearchInput';
import { ToolbarMoreMenu, type ToolbarMoreItem } from '../../../components/ToolbarMoreMenu';

export interface DocumentsToolbarProps {
  searchResets: number;
  /** Items selected; the Delete button shows when they may all be deleted. */
  selectedCount: number;
  canDeleteSelection: boolean;
  canChangeItems: boolean;
  exporting: boolean;
  /** A ZIP of the selection is being downloaded. */
  zipping: boolean;
  onQueryChange: (query: string) => void;
  onDeleteSelected: () => void;
  onUpload: () => void;
  onAddFolder: () => void;
  onExport: () => void;
  onDownloadZip: () => void;
}

/** The search box (400 ms pause) and the dashboard's buttons; memoised so typing re-renders the box alone. */
export const DocumentsToolbar = memo(function DocumentsToolbar(props: DocumentsToolbarProps) {
  const { selectedCount, canDeleteSelection, canChangeItems } = props;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <DebouncedSearchInput
        aria-label={text.searchLabel}
        placeholder={text.searchPlaceholder}
        resetSignal={props.searchResets}
        onQueryChange={props.onQueryChange}
        w={{ base: '100%', sm: 320 }}
      />
      <Group gap="xs" wrap="wrap">
        {selectedCount > 0 && canDeleteSelection && (
          <Button color="red" leftSection={<IconTrash size={16} />} onClick={props.onDeleteSelected}>
            {text.delete}
            <Text span size="xs" ml={6} opacity={0.85}>
              ({formatMessage(text.selectedCount, { count: selectedCount })})
            </Text>
          </Button>
        )}
        {selectedCount > 0 && (
          <Button
            variant="light"
            leftSection={<IconFileZip size={16} />}
            onClick={props.onDownloadZip}
            loading={props.zipping}
          >
            {documentsViewerMessages.downloadZip}
          </Button>
        )}
        {canChangeItems && (
          <Button leftSection={<IconUpload size={16} />} onClick={props.onUpload}>
            {text.uploadFile}
          </Button>
        )}
        <ToolbarMoreMenu items={moreActions(props)} busy={props.exporting}>
          {canChangeItems && (
            <Button variant="light" leftSection={<IconFolderPlus size={16} />} onClick={props.onAddFolder}>
              {text.addNewFolder}
            </Button>
          )}
          <Button
            variant="default"
            leftSection={<IconFileExport size={16} />}
            onClick={props.onExport}
            loading={props.exporting}
          >
            {text.exportToExcel}
          </Button>
        </ToolbarMoreMenu>
      </Group>
    </Group>
  );
});

/** On a phone, Add New Folder and Export to Excel fold into one menu beside Upload File. */
function moreActions({ canChangeItems, onAddFolder, onExport }: DocumentsToolbarProps): ToolbarMoreItem[] {
  const exportItem = { label: text.exportToExcel, icon: <IconFileExport size={16} />, onClick: onExport };
  return canChangeItems
    ? [{ label: text.addNewFolder, icon: <IconFolderPlus size={16} />, onClick: onAddFolder }, exportItem]
    : [exportItem];
}
