import { useLayoutEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { ActionIcon, Table } from '@mantine/core';
import classes from './LightTableCells.module.css';

/**
 * Plain <tr>, <td> and text with Mantine's table classes: a page of rows mounts with a fraction of
 * the work of Table.Tr / Table.Td / Text (each a styled component). For rows inside a Mantine
 * <Table withRowBorders highlightOnHover> (the defaults this app uses).
 */
export function LightTr({
  selected = false,
  testId,
  children,
}: {
  selected?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <tr
      className={Table.classes.tr}
      data-with-row-border
      data-hover
      data-testid={testId}
      style={selected ? { backgroundColor: 'var(--mantine-color-indigo-light)' } : undefined}
    >
      {children}
    </tr>
  );
}

/** What a cell is, for the phone's stacked rows (components/StackedTable.module.css). */
export type StackedCell = 'select' | 'icon' | 'main' | 'actions';

/** A cell; `cell` and `label` (its column's name) tell a phone's stacked row how to show it. */
export function LightTd({
  style,
  cell,
  label,
  children,
}: {
  style?: CSSProperties;
  cell?: StackedCell;
  label?: string;
  children?: ReactNode;
}) {
  return (
    <td className={Table.classes.td} style={style} data-cell={cell} data-label={label}>
      {children}
    </td>
  );
}

/** Small body text, optionally dimmed, as a plain span. */
export function CellText({ dimmed = false, children }: { dimmed?: boolean; children: ReactNode }) {
  return <span className={dimmed ? `${classes.text} ${classes.dimmed}` : classes.text}>{children}</span>;
}

/** A link-styled button (bold: the row's main link). */
export function CellButtonLink({
  strong = false,
  onClick,
  children,
}: {
  strong?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={strong ? `${classes.link} ${classes.strong}` : classes.link}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** A link to another site, opened in a new tab with neither opener nor referrer. */
export function CellExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className={`${classes.link} ${classes.url}`} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** A row action: ActionIcon's subtle look on a plain button, with a native title as its tooltip. */
export function CellIconButton(props: {
  label: string;
  onClick: () => void;
  danger?: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  const { label, onClick, danger = false, disabled = false, children } = props;
  const className = [ActionIcon.classes.root, classes.iconButton, danger ? classes.danger : ''].join(' ');
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
    >
      {children}
    </button>
  );
}

/** The row's action buttons side by side. */
export function CellActions({ children }: { children: ReactNode }) {
  return <div className={classes.actions}>{children}</div>;
}

/** A row's select box: a native checkbox (Mantine's Checkbox is a dozen styled components per row). */
export function CellCheckbox(props: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: () => void;
}) {
  const { label, checked, indeterminate = false, disabled = false, onChange } = props;
  const ref = useRef<HTMLInputElement>(null);
  // "Some selected" has no attribute: it is a property of the element.
  useLayoutEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={classes.checkbox}
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={onChange}
    />
  );
}
