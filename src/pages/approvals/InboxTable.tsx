import { useEffect, useRef } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatInr } from '../../format';
import type { InboxItem } from './inbox-items';
import { INBOX_KINDS } from './inbox-kinds';
import { ageOf, inboxAmount, inboxSummary } from './inbox-row';
import { BeingReviewed } from '../../common/live/LiveNotes';

const COLUMNS = ['kind', 'maker', 'age', 'amount', 'summary'] as const;

/** The inbox as a dense table: one row per item, the selected one marked (aria-current) and kept in view. */
export function InboxTable({
  rows,
  selected,
  onSelect,
  now,
  viewersOf = () => undefined,
}: {
  rows: readonly InboxItem[];
  selected: number;
  onSelect(index: number): void;
  now: number;
  /** Who else has the item open ("Being reviewed by …"). */
  viewersOf?: (item: InboxItem) => readonly string[] | undefined;
}) {
  const translate = useTranslate();
  const selectedRow = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    selectedRow.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);
  return (
    <Table size="small" aria-label={translate('keyboard.inbox.table')}>
      <TableHead>
        <TableRow>
          {COLUMNS.map((c) => (
            <TableCell key={c}>{translate(`keyboard.inbox.columns.${c}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((item, index) => {
          const amount = inboxAmount(item);
          const age = ageOf(item.createdAt, now);
          const isSelected = index === selected;
          return (
            <TableRow
              key={item.key}
              hover
              selected={isSelected}
              aria-current={isSelected ? 'true' : undefined}
              ref={isSelected ? selectedRow : undefined}
              onClick={() => onSelect(index)}
              sx={{ cursor: 'pointer' }}
            >
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {translate(INBOX_KINDS[item.kind].label)} #{item.id}
                <BeingReviewed names={viewersOf(item)} compact />
              </TableCell>
              <TableCell>{item.makerEmail}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {translate(`keyboard.inbox.age.${age.unit}`, { n: age.n })}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatInr(amount)}</TableCell>
              <TableCell sx={{ maxWidth: 280, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {inboxSummary(item)}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
