import { listDefaults, type FieldRule, type FieldSchema, type ResourceSchema } from '../schema';

const label = (field: string) => `resources.fd_plans.fields.${field}`;

/**
 * What an FD plan's interest rate may be (issue 41 item 2: 45%, −3 and 999 were saved): more than `min`, at most
 * `max` percent, with at most `decimals` decimals. The server reads its own from server/config.ts (FD_RATE_MIN,
 * FD_RATE_MAX, FD_RATE_DECIMALS, these by default); the console's form checks these defaults, with the same messages.
 */
export interface FdRateRange {
  /** Exclusive: a rate must be more than this. */
  min: number;
  /** Inclusive. */
  max: number;
  /** At most this many decimals (0 to 2: the column keeps two). */
  decimals: number;
}
export const FD_RATE_DEFAULTS: FdRateRange = { min: 0, max: 15, decimals: 2 };

export const fdRateRangeMessage = (r: FdRateRange) => `Rate must be more than ${r.min}% and at most ${r.max}%.`;
export const fdRateDecimalsMessage = (r: FdRateRange) =>
  r.decimals === 0 ? 'Rate must be a whole number.' : `Rate: at most ${r.decimals} decimal places.`;

/** Pure: has `n` at most `decimals` decimals (as typed, not as the binary float)? */
const withinDecimals = (n: number, decimals: number) => {
  const scaled = n * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};

/**
 * The rule of a rate field: within the range and precision. `noneIsZero`: 0 means "no such rate" (the optional rates
 * in configs; spec §3.10 'Rates default 0'); the plan's own rate must be a real one.
 */
function rateRule(range: FdRateRange, noneIsZero: boolean): FieldRule {
  return (value) => {
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof n !== 'number' || !Number.isFinite(n)) return undefined; // not a number: the type check says so
    if (noneIsZero && n === 0) return undefined;
    if (!(n > range.min && n <= range.max)) return fdRateRangeMessage(range);
    return withinDecimals(n, range.decimals) ? undefined : fdRateDecimalsMessage(range);
  };
}

const rateOf =
  (range: FdRateRange) =>
  (name: string, noneIsZero = true): FieldSchema => ({
    name,
    type: 'decimal',
    label: label(name),
    default: 0,
    // The bounds again as plain limits, so the route's JSON schema (OpenAPI, fuzzing) carries them too.
    min: { value: noneIsZero ? 0 : range.min, message: fdRateRangeMessage(range) },
    max: { value: range.max, message: fdRateRangeMessage(range) },
    rules: [rateRule(range, noneIsZero)],
  });
const flag = (name: string): FieldSchema => ({ name, type: 'boolean', label: label(name), default: false });
const features = (name: string): FieldSchema => ({
  name,
  type: 'list',
  label: label(name),
  default: [],
  of: { type: 'text', required: true, max: { value: 200, message: 'A feature cannot be more than 200 characters.' } },
});

/** The FD cache environments of spec §3.10, each with an admin action (POST /fd/crm/admin-action). */
export const FD_CACHE_ENVIRONMENTS = ['FD_STAGE', 'FD_QA', 'FD_QA2', 'FD_UAT', 'FD_PROD'] as const;
export type FdCacheEnvironment = (typeof FD_CACHE_ENVIRONMENTS)[number];

/** configs (spec §3.10): flags, promo label, special rates, features before and after KYC, the rates, position 100. */
const configFields = (rate: ReturnType<typeof rateOf>): readonly FieldSchema[] => [
  flag('is_popular'),
  flag('is_coming_soon'),
  flag('renewal'),
  {
    name: 'default_amount',
    type: 'number',
    label: label('default_amount'),
    default: 0,
    min: { value: 0, message: 'Cannot be negative.' },
  },
  flag('is_bank'),
  {
    name: 'promo_label',
    type: 'text',
    label: label('promo_label'),
    max: { value: 100, message: 'Promo label cannot be more than 100 characters.' },
  },
  {
    name: 'special_rates',
    type: 'list',
    label: label('special_rates'),
    default: [],
    fields: [
      {
        name: 'label',
        type: 'text',
        label: label('special_rate_label'),
        required: true,
        max: { value: 100, message: 'Label cannot be more than 100 characters.' },
      },
      rate('interest_rate'),
    ],
  },
  features('plan_features_before_kyc'),
  features('plan_features_after_kyc'),
  rate('women_interest_rate'),
  rate('senior_default_interest_rate'),
  rate('senior_women_interest_rate'),
  {
    name: 'position',
    type: 'number',
    label: label('position'),
    integer: true,
    default: 100,
    min: { value: 0, message: 'Cannot be negative.' },
  },
];

/**
 * Spec §2.11, §3.10, §7.7: FD plans on the investment backend (GET all-plans, POST update-plans for add and update),
 * their rates checked against `range` (the server's configured one; the console's: FD_RATE_DEFAULTS).
 */
export function fdPlanSchemaFor(range: FdRateRange): ResourceSchema {
  const rate = rateOf(range);
  return {
    name: 'investment-fd-plans',
    title: 'resources.fd_plans.title',
    createTitle: 'resources.fd_plans.create_title',
    editTitle: 'resources.fd_plans.edit_title',
    showTitle: 'resources.fd_plans.show_title',
    entity: 'fd_plan',
    binding: {
      backend: 'investment',
      path: 'fd/crm/plans',
      table: 'fd_plans',
      api: {
        paths: {
          list: '/fd/crm/all-plans',
          one: '/fd/crm/plans/:id',
          create: '/fd/crm/update-plans',
          update: '/fd/crm/update-plans',
        },
        updateMethod: 'POST',
        sort: { field: 'sort', order: 'order' },
      },
    },
    access: {
      list: ['CAN_UPDATE_FIXED_DEPOSIT_ISSUER_PLANS'],
      show: ['CAN_UPDATE_FIXED_DEPOSIT_ISSUER_PLANS'],
      create: ['CAN_UPDATE_FIXED_DEPOSIT_ISSUER_PLANS'],
      edit: ['CAN_UPDATE_FIXED_DEPOSIT_ISSUER_PLANS'],
      export: ['CAN_UPDATE_FIXED_DEPOSIT_ISSUER_PLANS'],
    },
    fields: [
      {
        name: 'plan_id',
        type: 'text',
        label: label('plan_id'),
        required: true,
        max: { value: 100, message: 'Plan id cannot be more than 100 characters.' },
        filter: { alwaysOn: true },
        sortable: true,
      },
      {
        name: 'issuer_name',
        type: 'text',
        label: label('issuer_name'),
        required: true,
        max: { value: 200, message: 'Issuer name cannot be more than 200 characters.' },
        filter: true,
        sortable: true,
      },
      {
        name: 'issuer_code',
        type: 'text',
        label: label('issuer_code'),
        required: true,
        max: { value: 50, message: 'Issuer code cannot be more than 50 characters.' },
        filter: true,
      },
      {
        name: 'tenure_in_days',
        type: 'number',
        label: label('tenure_in_days'),
        required: true,
        integer: true,
        min: { value: 1, message: 'Tenure must be at least 1 day.' },
        sortable: true,
      },
      { ...rate('interest_rate', false), sortable: true },
      {
        name: 'payout_frequency',
        type: 'select',
        label: label('payout_frequency'),
        required: true,
        choices: [
          { id: 'MONTHLY', name: 'MONTHLY' },
          { id: 'QUARTERLY', name: 'QUARTERLY' },
          { id: 'ON_MATURITY', name: 'ON_MATURITY' },
        ],
      },
      { name: 'active', type: 'boolean', label: label('active'), default: true, display: 'boolean', filter: true },
      {
        name: 'issuer_logo',
        type: 'text',
        label: label('issuer_logo'),
        required: true,
        max: { value: 2000, message: 'Logo URL cannot be more than 2000 characters.' },
        pattern: { regex: /^https?:\/\/\S+$/, message: 'URL not valid, Please enter valid URL' },
        views: ['show', 'create', 'edit'],
      },
      { name: 'configs', type: 'object', label: label('configs'), default: {}, fields: configFields(rate) },
      {
        name: 'updated_at',
        type: 'datetime',
        label: label('updated_at'),
        auto: 'updatedAt',
        wire: 'epochSeconds',
        display: 'datetime',
        views: ['list', 'show'],
        sortable: true,
      },
    ],
    list: listDefaults({ sort: { field: 'issuer_name', order: 'ASC' } }),
    /** Spec §3.10: submit also sends code, name, tenure, logo and a `flags` copy of configs. */
    toWire: (record) => ({
      ...record,
      code: record.issuer_code,
      name: record.issuer_name,
      tenure: record.tenure_in_days,
      logo: record.issuer_logo,
      flags: record.configs,
    }),
  };
}

/** The FD plan schema as the console knows it: the default rate range (FD_RATE_DEFAULTS). */
export const fdPlanSchema: ResourceSchema = fdPlanSchemaFor(FD_RATE_DEFAULTS);
