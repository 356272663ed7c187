import { Box, Card, type CardProps, type SxProps, type Theme } from '@mui/material';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslate } from 'react-admin';

/** Whether the element's content is wider than the element, followed as either is resized or the content changes. */
export function useOverflowsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const sizes = new ResizeObserver(measure);
    // No measuring here: reading scrollWidth in this callback forced a layout of the whole page on each change of the
    // children (about 40 ms a cold list load); the observer reports each element it is given once laid out anyway.
    const watchChildren = () => {
      sizes.disconnect();
      sizes.observe(element);
      for (const child of Array.from(element.children)) sizes.observe(child);
    };
    const children = new MutationObserver(watchChildren);
    children.observe(element, { childList: true });
    watchChildren();
    return () => {
      sizes.disconnect();
      children.disconnect();
    };
  }, [ref]);
  return overflows;
}

/** react-admin's cells ahead of a row's own: the bulk-select checkbox and the expand button. */
const CHECKBOX = '.MuiTableCell-paddingCheckbox';
const EXPAND = ['.RaDataTable-expandIconCell', '.RaDataTable-expandHeader'];
const NOT_LEAD = [CHECKBOX, ...EXPAND].map((cell) => `:not(${cell})`).join('');
const ROW = '& table > * > tr:not(.RaDataTable-expandRow) >';

/**
 * The cell that names each row of the table inside (an id, a date), held at the region's left edge over the cells
 * scrolled under it: the first cell, or, on a react-admin list with a bulk-select checkbox or an expand button ahead of
 * it, the first cell after them (the checkbox scrolls away under it; the row's name stays in view).
 */
const STICKY_FIRST_COLUMN_SELECTOR = [
  `${ROW} :first-of-type${NOT_LEAD}`,
  ...[CHECKBOX, ...EXPAND].map((lead) => `${ROW} ${lead}:first-of-type + *${NOT_LEAD}`),
  ...EXPAND.map((lead) => `${ROW} ${lead}:first-of-type + ${CHECKBOX} + *`),
].join(', ');

const STICKY_FIRST_COLUMN = {
  [STICKY_FIRST_COLUMN_SELECTOR]: { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' },
} as const;

/**
 * Where a table wider than the page scrolls sideways, inside itself, so the page and the shell never do (issue 41
 * item 3). While it overflows it is a named region in the tab order, so the keyboard can reach and scroll it (arrow
 * keys; WCAG 2.1.1, axe's scrollable-region-focusable); while everything fits it is a plain box and no extra tab stop.
 */
export function ScrollRegion({
  label,
  stickyFirstColumn = false,
  sx,
  children,
}: {
  label?: string;
  /** The first column (what names the row: an id, a date) stays in view while the others scroll under it. */
  stickyFirstColumn?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const ref = useRef<HTMLDivElement>(null);
  const overflows = useOverflowsSideways(ref);
  const region = overflows ? { tabIndex: 0, role: 'region', 'aria-label': label ?? translate('app.wide_table') } : {};
  return (
    <Box
      ref={ref}
      sx={[{ overflowX: 'auto' }, stickyFirstColumn && STICKY_FIRST_COLUMN, ...(Array.isArray(sx) ? sx : [sx])]}
      {...region}
    >
      {children}
    </Box>
  );
}

/**
 * react-admin's list card (its `component`) with the content in a ScrollRegion: every List gets it from the theme,
 * with the column that names each row kept in view while the others scroll under it.
 */
export function ScrollCard({ children, ...props }: CardProps) {
  return (
    <Card {...props}>
      <ScrollRegion stickyFirstColumn>{children}</ScrollRegion>
    </Card>
  );
}
