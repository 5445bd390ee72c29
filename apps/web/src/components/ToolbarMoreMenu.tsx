import type { ReactNode } from 'react';
import { Button, Menu } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDots } from '@tabler/icons-react';
import { messages } from '@guru/shared';

/** The width below which a list stacks into cards (StackedTable.module.css) and a toolbar folds. */
export const phoneWidthQuery = '(max-width: 599.98px)';

export interface ToolbarMoreItem {
  label: string;
  icon: ReactNode;
  onClick: () => void;
}

export interface ToolbarMoreMenuProps {
  /** The folded actions, in the order of the buttons they replace. */
  items: ToolbarMoreItem[];
  /** One of the folded actions is working (the menu's button shows it). */
  busy?: boolean;
  /** The buttons shown instead from 600 px on. */
  children: ReactNode;
}

/**
 * A toolbar's less used buttons: from 600 px on they are shown as they are (children); below, they fold into
 * one "More actions" menu, so that the toolbar's main action stays a button and nothing scrolls sideways.
 */
export function ToolbarMoreMenu({ items, busy = false, children }: ToolbarMoreMenuProps) {
  const phone = useMediaQuery(phoneWidthQuery, undefined, { getInitialValueInEffect: false });
  if (!phone) return children;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconDots size={16} aria-hidden />} loading={busy}>
          {messages.toolbarMoreActions}
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
