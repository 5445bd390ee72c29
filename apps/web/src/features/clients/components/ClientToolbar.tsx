import { memo } from 'react';
import { Anchor, Breadcrumbs, Button, Group, Title } from '@mantine/core';
import { IconArrowLeft, IconFileExport, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages, webRoutes } from '@guru/shared';
import { DebouncedSearchInput } from '../../../components/DebouncedSearchInput';
import { FirmLogo } from '../../../components/FirmLogo';
import { ToolbarMoreMenu } from '../../../components/ToolbarMoreMenu';

export interface ClientBreadcrumbProps {
  disabledFolder: boolean;
  onOpenRoot: () => void;
}

/** "Client Management", or "Client Management > Disabled Users" with the first part leading back. */
export function ClientBreadcrumb({ disabledFolder, onOpenRoot }: ClientBreadcrumbProps) {
  return (
    <nav aria-label={messages.clientsBreadcrumbLabel}>
      <Breadcrumbs separator=">">
        {disabledFolder ? (
          <Anchor component="button" type="button" onClick={onOpenRoot} fw={650} size="xl">
            {messages.clientManagementTitle}
          </Anchor>
        ) : (
          <Title order={1} size="h3">
            {messages.clientManagementTitle}
          </Title>
        )}
        {disabledFolder && (
          <Title order={1} size="h3" aria-current="page">
            {messages.clientsDisabledFolder}
          </Title>
        )}
      </Breadcrumbs>
    </nav>
  );
}

export interface ClientToolbarProps extends ClientBreadcrumbProps {
  exporting: boolean;
  onQueryChange: (query: string) => void;
  onInvite: () => void;
  onExport: () => void;
}

/**
 * The advisor's heading: logo (to the advisor home), breadcrumb, search and the three buttons.
 * Opening or leaving the Disabled Users folder empties the search box (the list resets its search).
 */
export const ClientToolbar = memo(function ClientToolbar(props: ClientToolbarProps) {
  return (
    <>
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        <Group gap="md" wrap="nowrap" align="center">
          <Anchor component={Link} to={webRoutes.advisorHome} data-testid="client-management-logo">
            <FirmLogo height={44} />
          </Anchor>
          <ClientBreadcrumb disabledFolder={props.disabledFolder} onOpenRoot={props.onOpenRoot} />
        </Group>
        <DebouncedSearchInput
          aria-label={messages.clientsSearchLabel}
          placeholder={messages.clientsSearchPlaceholder}
          resetSignal={props.disabledFolder ? 1 : 0}
          onQueryChange={props.onQueryChange}
          w={{ base: '100%', sm: 320 }}
        />
      </Group>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Button
          component={Link}
          to={webRoutes.advisorHome}
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
        >
          {messages.returnToDashboard}
        </Button>
        <Group gap="xs" wrap="wrap">
          <Button leftSection={<IconUserPlus size={16} />} onClick={props.onInvite}>
            {messages.clientsInviteNew}
          </Button>
          <ToolbarMoreMenu
            items={[
              {
                label: messages.clientsExportToExcel,
                icon: <IconFileExport size={16} />,
                onClick: props.onExport,
              },
            ]}
            busy={props.exporting}
          >
            <Button
              variant="default"
              leftSection={<IconFileExport size={16} />}
              onClick={props.onExport}
              loading={props.exporting}
            >
              {messages.clientsExportToExcel}
            </Button>
          </ToolbarMoreMenu>
        </Group>
      </Group>
    </>
  );
});
