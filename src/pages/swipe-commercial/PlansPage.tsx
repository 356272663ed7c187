import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { MDR_MAX, PLAN_PRODUCTS, RENT_MAX } from '../../../contract/swipe-commercial/rules';
import {
  createPlan,
  listPlans,
  retirePlan,
  updatePlan,
  type SwipePlan,
} from '../../../dataProviders/merchant-support/swipe-commercial';
import type { TableColumn } from '../../common/ColumnTable';
import { PageFrame } from '../../common/PageFrame';
import { StatusChip } from '../../common/StatusChip';
import { formatDateTime, formatInr } from '../../format';
import { amountOf, CatalogueList, ConfirmAction, NumberField } from './shared';
import { percent, planRetireSummary } from './summaries';

const S = 'swipeCommercial.plans';
const KEY = ['swipe-plans'];

type Row = SwipePlan & { id: string };

/** The plan form: a new plan (its code too) or an existing one's terms, saved on the version it was opened on. */
function PlanDialog({ plan, onClose }: { plan: SwipePlan | null; onClose(): void }) {
  const translate = useTranslate();
  const [code, setCode] = useState(plan?.planCode ?? '');
  const [name, setName] = useState(plan?.name ?? '');
  const [product, setProduct] = useState<string>(plan?.product ?? 'SWIPE');
  const [texts, setTexts] = useState({
    monthlyRent: plan ? String(plan.monthlyRent) : '',
    oneTimeFee: plan ? String(plan.oneTimeFee) : '',
    debitMdr: plan ? String(plan.debitMdr) : '',
    creditMdr: plan ? String(plan.creditMdr) : '',
  });
  const values = {
    monthlyRent: amountOf(texts.monthlyRent, RENT_MAX),
    oneTimeFee: amountOf(texts.oneTimeFee, RENT_MAX * 10),
    debitMdr: amountOf(texts.debitMdr, MDR_MAX),
    creditMdr: amountOf(texts.creditMdr, MDR_MAX),
  };
  const complete =
    /^[A-Za-z0-9_-]{3,30}$/.test(code.trim()) && name.trim() !== '' && Object.values(values).every((v) => v !== null);
  const terms = () => ({
    name: name.trim(),
    product: product as SwipePlan['product'],
    monthlyRent: values.monthlyRent!,
    oneTimeFee: values.oneTimeFee!,
    debitMdr: values.debitMdr!,
    creditMdr: values.creditMdr!,
  });
  const money = (field: keyof typeof texts, label: string) => (
    <NumberField label={label} text={texts[field]} onText={(t) => setTexts({ ...texts, [field]: t })} />
  );
  return (
    <ConfirmAction
      title={plan ? `${S}.edit_title` : `${S}.add_title`}
      titleArgs={{ code: plan?.planCode }}
      confirmLabel={`${S}.save`}
      complete={complete}
      call={(key) =>
        plan
          ? updatePlan(plan.planCode, { ...terms(), version: plan.version }, key)
          : createPlan({ planCode: code.trim().toUpperCase(), ...terms() }, key)
      }
      success={(p) => translate(`${S}.saved`, { code: p.planCode })}
      refresh={KEY}
      onClose={onClose}
    >
      <TextField
        size="small"
        required
        label={translate(`${S}.plan_code`)}
        value={code}
        disabled={plan !== null}
        onChange={(e) => setCode(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 30 } }}
      />
      <TextField
        size="small"
        required
        label={translate(`${S}.name`)}
        value={name}
        onChange={(e) => setName(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField
        select
        size="small"
        label={translate(`${S}.product`)}
        value={product}
        onChange={(e) => setProduct(e.target.value)}
      >
        {PLAN_PRODUCTS.map((p) => (
          <MenuItem key={p} value={p}>
            {p}
          </MenuItem>
        ))}
      </TextField>
      {money('monthlyRent', `${S}.monthly_rent`)}
      {money('oneTimeFee', `${S}.one_time_fee`)}
      {money('debitMdr', `${S}.debit_mdr`)}
      {money('creditMdr', `${S}.credit_mdr`)}
    </ConfirmAction>
  );
}

function RetireDialog({ plan, onClose }: { plan: SwipePlan; onClose(): void }) {
  const translate = useTranslate();
  return (
    <ConfirmAction
      title={`${S}.retire_title`}
      confirmLabel={`${S}.retire`}
      summary={planRetireSummary(translate, plan)}
      call={(key) => retirePlan(plan.planCode, key)}
      success={(p) => translate(`${S}.retired`, { code: p.planCode })}
      refresh={KEY}
      onClose={onClose}
    />
  );
}

/**
 * /swipe/plans (issue 44 item 2; spec §7.4 /swipe-pos/merchant/plans): the swipe and speaker plans with their rent,
 * one-time fee and default MDR; plan keepers add, edit (on the version they opened) and retire them. Plans are never
 * deleted: devices and requests name them.
 */
export default function PlansPage() {
  const translate = useTranslate();
  const [editing, setEditing] = useState<SwipePlan | null | 'new'>(null);
  const [retiring, setRetiring] = useState<SwipePlan | null>(null);
  const { canAccess: mayCreate } = useCanAccess({ resource: 'swipe-plans.create', action: 'access' });
  const { canAccess: mayEdit } = useCanAccess({ resource: 'swipe-plans.edit', action: 'access' });
  const query = useQuery({ queryKey: KEY, queryFn: ({ signal }) => listPlans(signal) });
  const columns: TableColumn<Row>[] = [
    { label: `${S}.plan_code`, render: (p) => p.planCode },
    { label: `${S}.name`, render: (p) => p.name },
    { label: `${S}.product`, render: (p) => p.product },
    { label: `${S}.monthly_rent`, render: (p) => formatInr(p.monthlyRent) },
    { label: `${S}.one_time_fee`, render: (p) => formatInr(p.oneTimeFee) },
    { label: `${S}.debit_mdr`, render: (p) => percent(p.debitMdr) },
    { label: `${S}.credit_mdr`, render: (p) => percent(p.creditMdr) },
    {
      label: `${S}.status`,
      render: (p) => <StatusChip status={translate(`${S}.state.${p.active ? 'ACTIVE' : 'RETIRED'}`)} />,
    },
    { label: `${S}.updated`, render: (p) => `${formatDateTime(p.updatedAt)} (${p.updatedBy})` },
  ];
  const actions: TableColumn<Row> = {
    label: `${S}.edit`,
    render: (p) =>
      p.active && (
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            onClick={() => setEditing(p)}
            aria-label={translate(`${S}.edit_plan`, { code: p.planCode })}
          >
            {translate(`${S}.edit`)}
          </Button>
          <Button
            size="small"
            onClick={() => setRetiring(p)}
            aria-label={translate(`${S}.retire_plan`, { code: p.planCode })}
          >
            {translate(`${S}.retire`)}
          </Button>
        </Stack>
      ),
  };
  return (
    <PageFrame title={`${S}.title`}>
      <CatalogueList
        prefix={S}
        mayAdd={mayCreate}
        onAdd={() => setEditing('new')}
        query={query}
        rows={(plans) => plans.map((p) => ({ ...p, id: p.planCode }))}
        columns={columns}
        actions={mayEdit ? actions : undefined}
      />
      {editing !== null && <PlanDialog plan={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {retiring && <RetireDialog plan={retiring} onClose={() => setRetiring(null)} />}
    </PageFrame>
  );
}
