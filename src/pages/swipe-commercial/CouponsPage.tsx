import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, MenuItem, Paper, TableContainer, TextField } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { COUPON_APPLIES_TO, COUPON_TYPES, RENT_MAX } from '../../../contract/swipe-commercial/rules';
import {
  createCoupon,
  disableCoupon,
  listCoupons,
  type SwipeCoupon,
} from '../../../dataProviders/merchant-support/swipe-commercial';
import { ColumnTable, type TableColumn } from '../../common/ColumnTable';
import { QueryState } from '../../common/QueryState';
import { RemarksDialog } from '../../common/RemarksDialog';
import { StatusChip } from '../../common/StatusChip';
import { useChangeMutation } from '../../common/useChangeMutation';
import { formatDate } from '../../format';
import { amountOf, FormDialog, NumberField, SwipePage } from './shared';
import { couponDisableSummary, discountText } from './summaries';

const S = 'swipeCommercial.coupons';
const KEY = ['swipe-coupons'];
const DAY = 86_400_000;

type Row = SwipeCoupon & { id: string };

/** Pure: a date field's value (yyyy-mm-dd) as epoch milliseconds at the day's start (UTC), or null. */
export const dayOf = (text: string): number | null =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) ? Date.parse(`${text}T00:00:00Z`) : null;

function CouponDialog({ onClose }: { onClose(): void }) {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const [type, setType] = useState<string>('PERCENT');
  const [appliesTo, setAppliesTo] = useState<string>('RENT');
  const [value, setValue] = useState('');
  const [uses, setUses] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const discount = amountOf(value, type === 'PERCENT' ? 100 : RENT_MAX * 10);
  const maxUses = /^\d{1,6}$/.test(uses.trim()) ? Number(uses) : null;
  const validFrom = dayOf(from);
  const validTo = dayOf(to);
  const complete =
    /^[A-Za-z0-9_-]{3,30}$/.test(code.trim()) &&
    discount !== null &&
    discount > 0 &&
    maxUses !== null &&
    maxUses > 0 &&
    validFrom !== null &&
    validTo !== null &&
    validTo > validFrom;
  const save = useChangeMutation({
    call: (_: void, key) =>
      createCoupon(
        {
          code: code.trim().toUpperCase(),
          discountType: type as SwipeCoupon['discountType'],
          discountValue: discount!,
          appliesTo: appliesTo as SwipeCoupon['appliesTo'],
          validFrom: validFrom!,
          validTo: validTo! + DAY - 1,
          maxUses: maxUses!,
        },
        key,
      ),
    success: (c) => translate(`${S}.created`, { code: c.code }),
    failure: 'swipeCommercial.failed',
    refresh: [KEY],
    done: onClose,
  });
  const select = (label: string, v: string, set: (v: string) => void, options: readonly string[], prefix: string) => (
    <TextField select size="small" label={translate(label)} value={v} onChange={(e) => set(e.target.value)}>
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {translate(`${prefix}.${o}`)}
        </MenuItem>
      ))}
    </TextField>
  );
  const date = (label: string, v: string, set: (v: string) => void) => (
    <TextField
      size="small"
      required
      type="date"
      label={translate(label)}
      value={v}
      onChange={(e) => set(e.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <FormDialog
      title={`${S}.add_title`}
      saveLabel={`${S}.create`}
      complete={complete}
      busy={save.isPending}
      onCancel={onClose}
      onSave={() => save.mutate()}
    >
      <TextField
        size="small"
        required
        label={translate(`${S}.code`)}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 30 } }}
      />
      {select(`${S}.discount_type`, type, setType, COUPON_TYPES, `${S}.type`)}
      <NumberField label={`${S}.discount_value`} text={value} onText={setValue} />
      {select(`${S}.applies_to`, appliesTo, setAppliesTo, COUPON_APPLIES_TO, `${S}.target`)}
      {date(`${S}.valid_from`, from, setFrom)}
      {date(`${S}.valid_to`, to, setTo)}
      <NumberField label={`${S}.max_uses`} text={uses} onText={setUses} />
    </FormDialog>
  );
}

function DisableDialog({ coupon, onClose }: { coupon: SwipeCoupon; onClose(): void }) {
  const translate = useTranslate();
  const disable = useChangeMutation({
    call: (_: void, key) => disableCoupon(coupon.code, key),
    success: (c) => translate(`${S}.disabled`, { code: c.code }),
    failure: 'swipeCommercial.failed',
    refresh: [KEY],
    done: onClose,
  });
  return (
    <RemarksDialog
      open
      title={`${S}.disable_title`}
      confirmLabel={`${S}.disable`}
      remarks={false}
      busy={disable.isPending}
      summary={couponDisableSummary(translate, coupon)}
      onCancel={onClose}
      onConfirm={() => disable.mutate()}
    />
  );
}

/**
 * /swipe/coupons (issue 44 item 2): discount codes on a device's rent or one-time fee (percent or flat ₹), with their
 * validity and uses; coupon keepers create and disable them (never deleted).
 */
export default function CouponsPage() {
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  const [disabling, setDisabling] = useState<SwipeCoupon | null>(null);
  const { canAccess: mayCreate } = useCanAccess({ resource: 'swipe-coupons.create', action: 'access' });
  const { canAccess: mayEdit } = useCanAccess({ resource: 'swipe-coupons.edit', action: 'access' });
  const query = useQuery({ queryKey: KEY, queryFn: ({ signal }) => listCoupons(signal) });
  const columns: TableColumn<Row>[] = [
    { label: `${S}.code`, render: (c) => c.code },
    { label: `${S}.discount_value`, render: (c) => discountText(c) },
    { label: `${S}.applies_to`, render: (c) => translate(`${S}.target.${c.appliesTo}`) },
    { label: `${S}.valid_from`, render: (c) => formatDate(c.validFrom) },
    { label: `${S}.valid_to`, render: (c) => formatDate(c.validTo) },
    { label: `${S}.used`, render: (c) => `${c.usedCount} / ${c.maxUses}` },
    { label: `${S}.status`, render: (c) => <StatusChip status={translate(`${S}.state.${c.status}`)} /> },
  ];
  const actions: TableColumn<Row> = {
    label: `${S}.disable`,
    render: (c) =>
      c.status === 'ACTIVE' && (
        <Button
          size="small"
          color="warning"
          onClick={() => setDisabling(c)}
          aria-label={translate(`${S}.disable_coupon`, { code: c.code })}
        >
          {translate(`${S}.disable`)}
        </Button>
      ),
  };
  return (
    <SwipePage title={`${S}.title`}>
      {mayCreate && (
        <Button variant="contained" sx={{ mb: 2 }} onClick={() => setAdding(true)}>
          {translate(`${S}.add`)}
        </Button>
      )}
      <QueryState query={query} isEmpty={(d) => d.length === 0} items={`${S}.items`}>
        {(coupons) => (
          <TableContainer component={Paper} variant="outlined">
            <ColumnTable
              label={`${S}.list_label`}
              rows={coupons.map((c) => ({ ...c, id: c.code }))}
              columns={mayEdit ? [...columns, actions] : columns}
            />
          </TableContainer>
        )}
      </QueryState>
      {adding && <CouponDialog onClose={() => setAdding(false)} />}
      {disabling && <DisableDialog coupon={disabling} onClose={() => setDisabling(null)} />}
    </SwipePage>
  );
}
