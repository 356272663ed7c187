import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, MenuItem, TextField } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { istDayEnd, istDayStart } from '../../../contract/business-time';
import { COUPON_APPLIES_TO, COUPON_TYPES, RENT_MAX } from '../../../contract/swipe-commercial/rules';
import {
  createCoupon,
  disableCoupon,
  listCoupons,
  type SwipeCoupon,
} from '../../../dataProviders/merchant-support/swipe-commercial';
import type { TableColumn } from '../../common/ColumnTable';
import { PageFrame } from '../../common/PageFrame';
import { StatusChip } from '../../common/StatusChip';
import { formatDate } from '../../format';
import { amountOf, CatalogueList, ConfirmAction, NumberField } from './shared';
import { couponDisableSummary, discountText } from './summaries';

const S = 'swipeCommercial.coupons';
const KEY = ['swipe-coupons'];

type Row = SwipeCoupon & { id: string };

/** Pure: a date field's value (yyyy-mm-dd) as epoch milliseconds at the IST business day's start, or null. */
export const dayOf = (text: string): number | null => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? istDayStart(text) : null);

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
    <ConfirmAction
      title={`${S}.add_title`}
      confirmLabel={`${S}.create`}
      complete={complete}
      call={(key) =>
        createCoupon(
          {
            code: code.trim().toUpperCase(),
            discountType: type as SwipeCoupon['discountType'],
            discountValue: discount!,
            appliesTo: appliesTo as SwipeCoupon['appliesTo'],
            validFrom: validFrom!,
            validTo: istDayEnd(to),
            maxUses: maxUses!,
          },
          key,
        )
      }
      success={(c) => translate(`${S}.created`, { code: c.code })}
      refresh={KEY}
      onClose={onClose}
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
    </ConfirmAction>
  );
}

function DisableDialog({ coupon, onClose }: { coupon: SwipeCoupon; onClose(): void }) {
  const translate = useTranslate();
  return (
    <ConfirmAction
      title={`${S}.disable_title`}
      confirmLabel={`${S}.disable`}
      summary={couponDisableSummary(translate, coupon)}
      call={(key) => disableCoupon(coupon.code, key)}
      success={(c) => translate(`${S}.disabled`, { code: c.code })}
      refresh={KEY}
      onClose={onClose}
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
          onClick={() => setDisabling(c)}
          aria-label={translate(`${S}.disable_coupon`, { code: c.code })}
        >
          {translate(`${S}.disable`)}
        </Button>
      ),
  };
  return (
    <PageFrame title={`${S}.title`}>
      <CatalogueList
        prefix={S}
        mayAdd={mayCreate}
        onAdd={() => setAdding(true)}
        query={query}
        rows={(coupons) => coupons.map((c) => ({ ...c, id: c.code }))}
        columns={columns}
        actions={mayEdit ? actions : undefined}
      />
      {adding && <CouponDialog onClose={() => setAdding(false)} />}
      {disabling && <DisableDialog coupon={disabling} onClose={() => setDisabling(null)} />}
    </PageFrame>
  );
}
