import { memo } from 'react';
import { Anchor, Breadcrumbs, Button, Group, Menu, Text, Title } from '@mantine/core';
import {
  IconChevronDown,
  IconDownload,
  IconFileExport,
  IconFileImport,
  IconFolderPlus,
  IconMail,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { messages, formatMessage } from '@guru/shared';
import { DebouncedSearchInput } from '../../../components/DebouncedSearchInput';
import { ToolbarMoreMenu, type ToolbarMoreItem } from '../../../components/ToolbarMoreMenu';
import { OtherManagersMenu, useOtherManagers } from './OtherManagersMenu';

export interface PasswordsToolbarProps {
  /** The open folder's name, or null at the top level. */
  folderName: string | null;
  /** Changes when the search box must empty itself (a folder opened). */
  searchResets: number;
  selectedCount: number;
  busy: { template: boolean; templateMail: boolean; exporting: boolean };
  onQueryChange: (query: string) => void;
  /** Each change of the search box's text, before the pause ends. */
  onQueryInput?: (text: string) => void;
  onOpenRoot: () => void;
  onDeleteSelected: () => void;
  onAddPassword: () => void;
  onAddFolder: () => void;
  /** Downloads the import template at once. */
  onGetTemplate: () => void;
  /** E-mails the import template (the second action of the template button). */
  onEmailTemplate: () => void;
  onImport: () => void;
  onExport: () => void;
}

/**
 * Breadcrumb, search box and the dashboard's buttons (seed section 2 "Password dashboard"). The two
 * halves are memoised: typing re-renders the search box alone, and a new search neither half.
 */
export function PasswordsToolbar({
  folderName,
  searchResets,
  onOpenRoot,
  onQueryChange,
  onQueryInput,
  ...buttons
}: PasswordsToolbarProps) {
  return (
    <>
      <ToolbarHeading
        folderName={folderName}
        searchResets={searchResets}
        onOpenRoot={onOpenRoot}
        onQueryChange={onQueryChange}
        onQueryInput={onQueryInput}
      />
      <ToolbarButtons {...buttons} />
    </>
  );
}

type HeadingProps = Pick<
  PasswordsToolbarProps,
  'folderName' | 'searchResets' | 'onOpenRoot' | 'onQueryChange' | 'onQueryInput'
>;

const ToolbarHeading = memo(function ToolbarHeading(props: HeadingProps) {
  const { folderName, searchResets } = props;
  return (
    <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
      <Breadcrumbs separator="›" aria-label="Breadcrumb">
        {folderName === null ? (
          <Title order={1} size="h3">
            {messages.passwordsBreadcrumbRoot}
          </Title>
        ) : (
          <Anchor component="button" type="button" onClick={props.onOpenRoot} fw={650} size="xl">
            {messages.passwordsBreadcrumbRoot}
          </Anchor>
        )}
        {folderName !== null && (
          <Title order={1} size="h3" aria-current="page">
            {folderName}
          </Title>
        )}
      </Breadcrumbs>
      <DebouncedSearchInput
        aria-label={messages.passwordsSearchLabel}
        placeholder={messages.passwordsSearchPlaceholder}
        resetSignal={searchResets}
        onQueryChange={props.onQueryChange}
        onInputChange={props.onQueryInput}
        w={{ base: '100%', sm: 360 }}
      />
    </Group>
  );
});

type ButtonsProps = Omit<
  PasswordsToolbarProps,
  'folderName' | 'searchResets' | 'onOpenRoot' | 'onQueryChange' | 'onQueryInput'
>;

const ToolbarButtons = memo(function ToolbarButtons(props: ButtonsProps) {
  const { selectedCount, busy } = props;
  const otherManagers = useOtherManagers();
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Group gap="xs" wrap="wrap">
        {selectedCount > 0 && (
          <Button color="red" leftSection={<IconTrash size={16} />} onClick={props.onDeleteSelected}>
            {messages.passwordsDelete}
            <Text span size="xs" ml={6} opacity={0.85}>
              ({formatMessage(messages.passwordsSelectedCount, { count: selectedCount })})
            </Text>
          </Button>
        )}
        <Button leftSection={<IconPlus size={16} />} onClick={props.onAddPassword}>
          {messages.passwordsAddNewPassword}
        </Button>
        <Button variant="light" leftSection={<IconFolderPlus size={16} />} onClick={props.onAddFolder}>
          {messages.passwordsAddNewFolder}
        </Button>
      </Group>
      <ToolbarMoreMenu
        items={[...moreActions(props), ...otherManagers.items]}
        busy={busy.template || busy.templateMail || busy.exporting}
      >
        <Group gap="xs" wrap="wrap">
          <TemplateButton
            downloading={busy.template}
            sending={busy.templateMail}
            onDownload={props.onGetTemplate}
            onEmail={props.onEmailTemplate}
          />
          <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={props.onImport}>
            {messages.passwordsImportFromFile}
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileExport size={16} />}
            onClick={props.onExport}
            loading={busy.exporting}
          >
            {messages.passwordsExportToExcel}
          </Button>
          <OtherManagersMenu items={otherManagers.items} />
        </Group>
      </ToolbarMoreMenu>
      {otherManagers.dialogs}
    </Group>
  );
});

/** On a phone, the template, import and export buttons fold into one menu beside Add New Password and Add New Folder. */
function moreActions({
  onGetTemplate,
  onEmailTemplate,
  onImport,
  onExport,
}: ButtonsProps): ToolbarMoreItem[] {
  return [
    { label: messages.passwordsGetImportTemplate, icon: <IconDownload size={16} />, onClick: onGetTemplate },
    { label: messages.passwordsTemplateEmailMe, icon: <IconMail size={16} />, onClick: onEmailTemplate },
    { label: messages.passwordsImportFromFile, icon: <IconFileImport size={16} />, onClick: onImport },
    { label: messages.passwordsExportToExcel, icon: <IconFileExport size={16} />, onClick: onExport },
  ];
}

interface TemplateButtonProps {
  downloading: boolean;
  sending: boolean;
  onDownload: () => void;
  onEmail: () => void;
}

/** Get Import Template downloads the .xlsx at once; its menu offers to e-mail it instead. */
function TemplateButton({ downloading, sending, onDownload, onEmail }: TemplateButtonProps) {
  return (
    <Button.Group>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} />}
        onClick={onDownload}
        loading={downloading}
      >
        {messages.passwordsGetImportTemplate}
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            px={8}
            aria-label={messages.passwordsTemplateMoreActions}
            loading={sending}
          >
            <IconChevronDown size={16} aria-hidden />
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconMail size={16} />} onClick={onEmail}>
            {messages.passwordsTemplateEmailMe}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Button.Group>
  );
}
