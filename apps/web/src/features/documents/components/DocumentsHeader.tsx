import { memo } from 'react';
import { Breadcrumbs, Button, Group, Tabs, Title, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconFileSpreadsheet } from '@tabler/icons-react';
import { Link } from 'react-router';
import { documentsMessages, documentsScreenMessages as text, webRoutes } from '@guru/shared';
import { tabLabel, type DocumentsTab } from '../lib/documentsTabs';

export interface DocumentsHeaderProps {
  /** The open folder's name ("No Group" included), or null at the top level. */
  folderName: string | null;
  /** Advisors get "Return to Dashboard" (/dashboard/user). */
  showReturnLink: boolean;
  tabs: readonly DocumentsTab[];
  tab: DocumentsTab;
  clientName: string;
  /** The advisor's "Export activity" of the client (absent for everyone else). */
  onExportActivity?: (() => void) | undefined;
  exportingActivity?: boolean;
  /** The title: back to the top level with no search and no selection. */
  onReset: () => void;
  onTabChange: (tab: DocumentsTab) => void;
}

/** "Document Management" (a click resets the view), the open folder, the advisor's way back, and the tabs by role. */
export const DocumentsHeader = memo(function DocumentsHeader(props: DocumentsHeaderProps) {
  const { folderName, showReturnLink, tabs, tab, clientName } = props;
  return (
    <>
      <Group justify="space-between" align="center" gap="md" wrap="wrap">
        <Breadcrumbs separator="›" aria-label="Breadcrumb">
          <Title order={1} size="h3">
            <UnstyledButton
              onClick={props.onReset}
              fz="inherit"
              fw="inherit"
              c={folderName === null ? undefined : 'indigo.8'}
            >
              {documentsMessages.title}
            </UnstyledButton>
          </Title>
          {folderName !== null && (
            <Title order={2} size="h3" aria-current="page" data-testid="open-folder">
              {folderName}
            </Title>
          )}
        </Breadcrumbs>
        <Group gap="sm">
          {props.onExportActivity && (
            <Button
              variant="default"
              leftSection={<IconFileSpreadsheet size={16} />}
              loading={props.exportingActivity ?? false}
              onClick={props.onExportActivity}
            >
              {text.exportActivity}
            </Button>
          )}
          {showReturnLink && (
            <Button
              component={Link}
              to={webRoutes.advisorHome}
              variant="default"
              leftSection={<IconArrowLeft size={16} />}
            >
              {documentsMessages.returnToDashboard}
            </Button>
          )}
        </Group>
      </Group>
      <Tabs
        value={tab}
        onChange={(value) => {
          const chosen = tabs.find((candidate) => candidate === value);
          if (chosen) props.onTabChange(chosen);
        }}
      >
        <Tabs.List aria-label={text.tabsLabel}>
          {tabs.map((candidate) => (
            <Tabs.Tab key={candidate} value={candidate} fw={600}>
              {tabLabel(candidate, clientName)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </>
  );
});
