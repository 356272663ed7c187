import { useState, type FormEvent, type ReactNode } from 'react';
import type { QueryKey, UseQueryResult } from '@tanstack/react-query';
import { Button, Paper, Stack, TableContainer, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ColumnTable, type TableColumn } from '../../common/ColumnTable';
import type { DecisionSummary } from '../../common/decision-summary';
import { QueryState } from '../../common/QueryState';
import { RemarksDialog } from '../../common/RemarksDialog';
import { useChangeMutation } from '../../common/useChangeMutation';

const S = 'swipeCommercial';
const FAILED = `${S}.failed`;

/** Pure: a merchant id as typed, or null when it is not one (1 to 10 digits). */
export const merchantIdOf = (text: string): string | null => (/^\d{1,10}$/.test(text.trim()) ? text.trim() : null);

/** Pure: a typed amount or rate (at most two decimals, from 0 to `max`), or null. */
export function amountOf(text: string, max: number): number | null {
  const t = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const n = Number(t);
  return n <= max ? n : null;
}

/** A merchant ID and Search (Enter submits); until one is searched, the prompt. */
export function MerchantSearch({ children }: { children: (merchantId: string) => ReactNode }) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [merchantId, setMerchantId] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMerchantId(merchantIdOf(text));
  };
  return (
    <>
      <Stack component="form" direction="row" spacing={1} onSubmit={submit} sx={{ mb: 2 }}>
        <TextField
          size="small"
          label={translate(`${S}.merchant_id`)}
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
        />
        <Button type="submit" variant="contained" disabled={merchantIdOf(text) === null}>
          {translate(`${S}.search`)}
        </Button>
      </Stack>
      {merchantId === null ? <Typography>{translate(`${S}.merchant_prompt`)}</Typography> : children(merchantId)}
    </>
  );
}

/** A required number field whose text is kept as typed. */
export function NumberField({ label, text, onText }: { label: string; text: string; onText(text: string): void }) {
  const translate = useTranslate();
  return (
    <TextField
      size="small"
      required
      label={translate(label)}
      value={text}
      onChange={(e) => onText(e.target.value)}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}

/**
 * A change confirmed in one dialog without remarks (a form saved, a plan retired, a coupon disabled): the summary or
 * the form's fields, confirm off until `complete`, sent once (Idempotency-Key), the toast naming the object.
 */
export function ConfirmAction<R>({
  title,
  titleArgs,
  confirmLabel,
  summary,
  complete = true,
  call,
  success,
  refresh,
  onClose,
  children,
}: {
  title: string;
  titleArgs?: Record<string, unknown>;
  confirmLabel: string;
  summary?: DecisionSummary;
  complete?: boolean;
  call: (idempotencyKey: string) => Promise<R>;
  success: (result: R) => string;
  refresh: QueryKey;
  onClose(): void;
  children?: ReactNode;
}) {
  const action = useChangeMutation({
    call: (_: void, key) => call(key),
    success,
    failure: FAILED,
    refresh: [refresh],
    done: onClose,
  });
  return (
    <RemarksDialog
      open
      title={title}
      titleArgs={titleArgs}
      confirmLabel={confirmLabel}
      remarks={false}
      complete={complete}
      busy={action.isPending}
      summary={summary}
      onCancel={onClose}
      onConfirm={() => action.mutate()}
    >
      {children}
    </RemarksDialog>
  );
}

/**
 * A maker's change of one value (an MDR rate, a device's rent) for a checker to decide: the new value typed (0 to
 * `max`, not the current one), restated now → proposed with the required remarks, raised once (Idempotency-Key).
 */
export function RaiseDialog({
  prefix,
  fieldLabel,
  max,
  current,
  summaryOf,
  raise,
  refresh,
  onClose,
}: {
  /** The i18n prefix of the dialog's title (`dialog_title`) and button (`raise`). */
  prefix: string;
  fieldLabel: string;
  max: number;
  current: number;
  summaryOf: (next: number) => DecisionSummary;
  raise: (next: number, remarks: string, idempotencyKey: string) => Promise<{ message: string; id: number }>;
  refresh: QueryKey;
  onClose(): void;
}) {
  const [text, setText] = useState('');
  const next = amountOf(text, max);
  const valid = next !== null && next !== current;
  const mutation = useChangeMutation({
    call: (remarks: string, key) => raise(next!, remarks.trim(), key),
    success: ({ message, id }) => `${message} #${id}`,
    failure: FAILED,
    refresh: [refresh, ['approval-requests']],
    done: onClose,
  });
  return (
    <RemarksDialog
      open
      title={`${prefix}.dialog_title`}
      confirmLabel={`${prefix}.raise`}
      busy={mutation.isPending}
      complete={valid}
      summary={valid ? summaryOf(next) : undefined}
      onCancel={onClose}
      onConfirm={(remarks) => mutation.mutate(remarks)}
    >
      <NumberField label={fieldLabel} text={text} onText={setText} />
    </RemarksDialog>
  );
}

/**
 * A list the page's keepers add to (plans, coupons): the add button for them, then the rows with their loading, empty
 * and error states; the keepers' row actions as one more column.
 */
export function CatalogueList<T, Row extends { id: string }>({
  prefix,
  mayAdd,
  onAdd,
  query,
  rows,
  columns,
  actions,
}: {
  /** The i18n prefix of `add`, `items` and `list_label`. */
  prefix: string;
  mayAdd?: boolean;
  onAdd(): void;
  query: UseQueryResult<T[]>;
  rows: (data: T[]) => Row[];
  columns: readonly TableColumn<Row>[];
  actions?: TableColumn<Row>;
}) {
  const translate = useTranslate();
  return (
    <>
      {mayAdd && (
        <Button variant="contained" sx={{ mb: 2 }} onClick={onAdd}>
          {translate(`${prefix}.add`)}
        </Button>
      )}
      <QueryState query={query} isEmpty={(d) => d.length === 0} items={`${prefix}.items`}>
        {(data) => (
          <TableContainer component={Paper} variant="outlined">
            <ColumnTable
              label={`${prefix}.list_label`}
              rows={rows(data)}
              columns={actions ? [...columns, actions] : columns}
            />
          </TableContainer>
        )}
      </QueryState>
    </>
  );
}
