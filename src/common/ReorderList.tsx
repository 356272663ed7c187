import { useState, type DragEvent, type ReactNode } from 'react';
import { Box, IconButton, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { visuallyHidden } from '@mui/utils';

/** Pure: `order` with the item at `from` moved to `to` (drag, or a move up/down). */
export function moved<T>(order: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= order.length || from === to) return [...order];
  const next = [...order];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * A list put in order by mouse (drag and drop) or by keyboard (each row's move up / move down buttons), each move
 * announced to screen readers: the QR priority order (/qr-priority-update) and the banners of a placement
 * (/upload-banner). Not editable, it only shows the order.
 */
export function ReorderList<T>({
  items,
  keyOf,
  label,
  editable,
  onChange,
  render,
  moveLabels,
  announce,
  testId,
}: {
  items: readonly T[];
  keyOf(item: T): string | number;
  /** The list's accessible name. */
  label: string;
  editable: boolean;
  onChange(next: T[]): void;
  /** A row's content beside its rank. */
  render(item: T, index: number): ReactNode;
  /** The move buttons' accessible names for a row. */
  moveLabels(item: T): { up: string; down: string };
  /** What is announced once an item moved to its new rank (1-based). */
  announce(item: T, rank: number): string;
  testId?(item: T): string;
}) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [said, setSaid] = useState('');
  const move = (from: number, to: number) => {
    const next = moved(items, from, to);
    onChange(next);
    const item = items[from] as T;
    setSaid(announce(item, next.indexOf(item) + 1));
  };
  return (
    <>
      <Paper variant="outlined">
        <List aria-label={label} dense>
          {items.map((item, index) => {
            const labels = moveLabels(item);
            return (
              <ListItem
                key={keyOf(item)}
                divider
                draggable={editable}
                onDragStart={(e: DragEvent) => {
                  e.dataTransfer.effectAllowed = 'move';
                  setDragged(index);
                }}
                onDragOver={(e: DragEvent) => editable && e.preventDefault()}
                onDrop={(e: DragEvent) => {
                  e.preventDefault();
                  if (dragged !== null) move(dragged, index);
                  setDragged(null);
                }}
                data-testid={testId?.(item)}
                sx={{ gap: 2, cursor: editable ? 'grab' : 'default' }}
              >
                {editable && <DragIndicatorIcon aria-hidden color="action" />}
                <Typography sx={{ minWidth: 32, fontWeight: 'bold' }}>{index + 1}.</Typography>
                <Box sx={{ flex: 1 }}>{render(item, index)}</Box>
                {editable && (
                  <Stack direction="row">
                    <IconButton disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={labels.up}>
                      <ArrowUpwardIcon />
                    </IconButton>
                    <IconButton
                      disabled={index === items.length - 1}
                      onClick={() => move(index, index + 1)}
                      aria-label={labels.down}
                    >
                      <ArrowDownwardIcon />
                    </IconButton>
                  </Stack>
                )}
              </ListItem>
            );
          })}
        </List>
      </Paper>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {said}
      </Box>
    </>
  );
}
