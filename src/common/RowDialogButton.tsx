import { useState, type ReactNode } from 'react';
import { Button } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/**
 * A table row's small button that opens a dialog about the row: its record from react-admin's record context (a
 * list's or a 360 tab's row) or given, the dialog mounted only while open and handed a way to close itself.
 */
export function RowDialogButton<T extends object>({
  label,
  record,
  children,
}: {
  /** The button's i18n key. */
  label: string;
  record?: T;
  children: (row: T, close: () => void) => ReactNode;
}) {
  const translate = useTranslate();
  const fromContext = useRecordContext<T & { id: string | number }>();
  const row = record ?? fromContext;
  const [open, setOpen] = useState(false);
  if (!row) return null;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {translate(label)}
      </Button>
      {open && children(row, () => setOpen(false))}
    </>
  );
}
