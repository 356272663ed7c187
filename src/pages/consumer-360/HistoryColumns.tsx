import type { ReactNode } from 'react';
import { DataTable, type useTranslate } from 'react-admin';
import { StatusChip } from '../../common/StatusChip';
import { formatDate, formatDateTime, formatInr, orNotAvailable } from '../../format';

/** A row of a consumer 360 list (the backend's record, by its field names). */
export type Row = { id: number } & Record<string, unknown>;
type Translate = ReturnType<typeof useTranslate>;

/**
 * One column of a read-only list, as data: its i18n label and how a row shows in it. `cell` renders the row (with the
 * translator for N/A and yes/no words); `content` is a fixed element the row's record context reaches (a button).
 */
export interface ColumnSpec {
  label: string;
  /** The React key (the field it shows, else the label). */
  key?: string;
  /** A column react-admin fills from this field itself (no cell). */
  source?: string;
  cell?: (row: Row, translate: Translate) => ReactNode;
  content?: ReactNode;
}

const NA = 'entity360.not_available';
const value = (row: Row, source: string) => row[source];

/** The column kinds the consumer 360's lists use (values in epoch seconds, amounts in rupees). */
export const col = {
  /** The value, N/A when empty. */
  text: (source: string, label: string): ColumnSpec => ({
    key: source,
    label,
    cell: (r) => orNotAvailable(value(r, source)),
  }),
  /** The field as react-admin shows a source column. */
  raw: (source: string, label: string): ColumnSpec => ({ key: source, label, source }),
  /** The value, or the given i18n text when empty. */
  textOr: (source: string, label: string, fallback: string): ColumnSpec => ({
    key: source,
    label,
    cell: (r, t) => (value(r, source) as string) || t(fallback),
  }),
  /** An amount in ₹. */
  money: (source: string, label: string): ColumnSpec => ({
    key: source,
    label,
    cell: (r) => formatInr(value(r, source)),
  }),
  /** An amount in ₹, N/A when none or zero. */
  moneyOrNa: (source: string, label: string): ColumnSpec => ({
    key: source,
    label,
    cell: (r, t) => (value(r, source) ? formatInr(value(r, source)) : t(NA)),
  }),
  /** A date and time (dd/MM/yy HH:mm:ss); `blankWhenNull` leaves a null cell empty instead of N/A. */
  time: (source: string, label: string, blankWhenNull = false): ColumnSpec => ({
    key: source,
    label,
    cell: (r) => (blankWhenNull && value(r, source) === null ? '' : formatDateTime(value(r, source), 'seconds')),
  }),
  /** A date (dd/MM/yy). */
  date: (source: string, label: string): ColumnSpec => ({
    key: source,
    label,
    cell: (r) => formatDate(value(r, source), 'seconds'),
  }),
  /** A date range from one field to another. */
  dateRange: (from: string, to: string, label: string): ColumnSpec => ({
    key: from,
    label,
    cell: (r) => `${formatDate(value(r, from), 'seconds')} – ${formatDate(value(r, to), 'seconds')}`,
  }),
  /** A status chip. */
  status: (source: string, label: string): ColumnSpec => ({
    key: source,
    label,
    cell: (r) => <StatusChip status={value(r, source) as string} />,
  }),
  /** Yes or no, from the given i18n words. */
  yesNo: (source: string, label: string, yes: string, no: string): ColumnSpec => ({
    key: source,
    label,
    cell: (r, t) => t(value(r, source) ? yes : no),
  }),
  /** A cell of its own (a row's fields together, a computed value). */
  custom: (label: string, cell: NonNullable<ColumnSpec['cell']>): ColumnSpec => ({ label, cell }),
  /** A fixed element in every row (it reads the row from the record context). */
  element: (label: string, content: ReactNode): ColumnSpec => ({ label, content }),
};

/** The DataTable columns of a spec (unsortable, as every consumer 360 list). */
export const columnsOf = (specs: readonly ColumnSpec[], translate: Translate) =>
  specs.map((c) =>
    c.source !== undefined ? (
      <DataTable.Col key={c.key ?? c.label} source={c.source} label={c.label} disableSort />
    ) : c.content !== undefined ? (
      <DataTable.Col key={c.key ?? c.label} label={c.label} disableSort>
        {c.content}
      </DataTable.Col>
    ) : (
      <DataTable.Col<Row> key={c.key ?? c.label} label={c.label} disableSort render={(r) => c.cell?.(r, translate)} />
    ),
  );

/** One column of a spec as a DataTable column (for the lists that build their columns in JSX). */
const plain = (c: ColumnSpec) => columnsOf([c], (key: string) => key)[0];

/** The date column every history list starts with (epoch seconds, dd/MM/yy HH:mm:ss). */
export const dateColumn = (source = 'createdAt', label = 'consumer360.col.date') => plain(col.time(source, label));

/** A text column with N/A for empty values. */
export const textColumn = (source: string, label: string) => plain(col.text(source, label));
