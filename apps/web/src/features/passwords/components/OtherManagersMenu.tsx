import { useMemo, useState, type ReactNode } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconArrowsExchange, IconFileExport, IconFileImport } from '@tabler/icons-react';
import { importMessages as t } from '@guru/shared';
import type { ToolbarMoreItem } from '../../../components/ToolbarMoreMenu';
import { ForeignExportDialog } from './ForeignExportDialog';
import { ForeignImportDialog } from './ForeignImportDialog';

type Opened = 'import' | 'export' | null;

/**
 * The dashboard's door to other password managers (docs/adr/0043): import from one, export for one. From
 * 600 px on, one menu button (OtherManagersMenu); below, two more items of the toolbar's folded menu.
 */
export function useOtherManagers(): {
  items: ToolbarMoreItem[];
  open: (which: Opened) => void;
  dialogs: ReactNode;
} {
  const [opened, setOpened] = useState<Opened>(null);
  const items = useMemo(
    () => [
      { label: t.importAction, icon: <IconFileImport size={16} />, onClick: () => setOpened('import') },
      { label: t.exportAction, icon: <IconFileExport size={16} />, onClick: () => setOpened('export') },
    ],
    [],
  );
  const dialogs = (
    <>
      {opened === 'import' && <ForeignImportDialog opened onClose={() => setOpened(null)} />}
      {opened === 'export' && <ForeignExportDialog opened onClose={() => setOpened(null)} />}
    </>
  );
  return { items, open: setOpened, dialogs };
}

export function OtherManagersMenu({ items }: { items: ToolbarMoreItem[] }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconArrowsExchange size={16} />}>
          {t.menu}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item key={item.label} leftSection={item.icon} onClick={item.onClick}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
