import { listDefaults, type FieldSchema, type ResourceSchema } from '../schema';

const label = (field: string) => `resources.fd_plans.fields.${field}`;
const rate = (name: string): FieldSchema => ({
  name,
  type: 'decimal',
  label: label(name),
  default: 0,
  min: { value: 0, message: 'Rate cannot be negative.' },
  max: { value: 100, message: 'Rate cannot be more than 100.' },
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
const CONFIG_FIELDS: readonly FieldSchema[] = [
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

/** Spec §2.11, §3.10, §7.7: FD plans on the investment backend (GET all-plans, POST update-plans for add and update). */
export const fdPlanSchema: ResourceSchema = {
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
    { ...rate('interest_rate'), sortable: true },
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
    { name: 'configs', type: 'object', label: label('configs'), default: {}, fields: CONFIG_FIELDS },
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
