import { LIMIT_AMOUNT_MAX, LIMIT_COUNT_MAX } from '../limit-fields';
import { listDefaults, type FieldSchema, type ResourceSchema } from '../schema';

const label = (field: string) => `resources.limits.fields.${field}`;
const max200 = (what: string) => ({ value: 200, message: `${what} cannot be more than 200 characters.` });
const NUMERIC = 'Only numbers are allowed.';

const count = (name: string): FieldSchema => ({
  name,
  type: 'number',
  label: label(name),
  required: true,
  integer: true,
  typeMessage: NUMERIC,
  min: { value: 0, message: 'Cannot be negative.' },
  max: { value: LIMIT_COUNT_MAX, message: 'Cannot be more than 9,99,999.' },
});
/** Amounts up to ₹1,000 crore (contract/limit-fields.ts: monthly lakhs and lifetime crores fit). */
const amount = (name: string): FieldSchema => ({
  ...count(name),
  type: 'decimal',
  integer: false,
  display: 'inr',
  max: { value: LIMIT_AMOUNT_MAX, message: 'Cannot be more than ₹10,00,00,00,000.00.' },
});

/**
 * Spec §3.4, §5.4: a transaction limit configuration. Limits are not edited here: a change goes through
 * maker/checker (issue 6). The list toggles activation; a new configuration starts INACTIVE.
 */
export const limitSchema: ResourceSchema = {
  name: 'limits',
  title: 'resources.limits.title',
  createTitle: 'resources.limits.create_title',
  showTitle: 'resources.limits.show_title',
  entity: 'limit',
  binding: {
    backend: 'crm',
    path: 'limits',
    table: 'transaction_limits',
    api: { prefix: '/v1/crm', writeResult: 'data', sort: { field: 'sort', order: 'order' } },
  },
  access: {
    list: ['CAN_VIEW_TRANSACTION_LIMITS'],
    show: ['CAN_VIEW_TRANSACTION_LIMITS'],
    export: ['CAN_VIEW_TRANSACTION_LIMITS'],
    create: ['CAN_SUBMIT_LIMIT_REQUEST'],
    toggle: ['CAN_VIEW_TRANSACTION_LIMITS'],
  },
  fields: [
    {
      name: 'transaction_type',
      type: 'text',
      label: label('transaction_type'),
      required: true,
      max: max200('Transaction type'),
      filter: { alwaysOn: true },
      sortable: true,
    },
    {
      name: 'txn_indicator',
      type: 'select',
      label: label('txn_indicator'),
      required: true,
      choices: [
        { id: 'DEBIT', name: 'DEBIT' },
        { id: 'CREDIT', name: 'CREDIT' },
      ],
      display: 'status',
      filter: true,
    },
    count('max_count'),
    amount('max_amount'),
    count('monthly_max_count'),
    amount('monthly_max_amount'),
    amount('monthly_overall_max_amount'),
    amount('lifetime_max_amount'),
    { name: 'particulars', type: 'text', label: label('particulars'), required: true, max: max200('Particulars') },
    { name: 'mode', type: 'text', label: label('mode'), required: true, max: max200('Mode'), filter: true },
    { name: 'link_van', type: 'boolean', label: label('link_van'), default: false, display: 'boolean' },
    {
      name: 'van_id',
      type: 'text',
      label: label('van_id'),
      max: max200('VAN id'),
      when: { field: 'link_van', clear: true },
      views: ['show', 'create'],
    },
    {
      name: 'internal_client_merchant_id',
      type: 'text',
      label: label('internal_client_merchant_id'),
      required: true,
      max: max200('VAN merchant id'),
      when: { field: 'link_van', clear: true },
      views: ['show', 'create'],
    },
    {
      name: 'remarks',
      type: 'text',
      label: label('remarks'),
      required: true,
      max: max200('Remarks'),
      views: ['show', 'create'],
    },
    {
      name: 'status',
      type: 'select',
      label: label('status'),
      choices: [
        { id: 'ACTIVE', name: 'ACTIVE' },
        { id: 'INACTIVE', name: 'INACTIVE' },
      ],
      default: 'INACTIVE',
      readOnly: true,
      display: 'status',
      filter: true,
    },
    { name: 'submitted_by', type: 'text', label: label('submitted_by'), auto: 'actorEmail', views: ['show'] },
    { name: 'approved_by', type: 'text', label: label('approved_by'), readOnly: true, views: ['show'] },
    {
      name: 'approved_at',
      type: 'datetime',
      label: label('approved_at'),
      readOnly: true,
      wire: 'epochSeconds',
      display: 'datetime',
      views: ['show'],
    },
    {
      name: 'created_at',
      type: 'datetime',
      label: label('created_at'),
      auto: 'createdAt',
      wire: 'epochSeconds',
      display: 'date',
      views: ['show'],
    },
  ],
  list: listDefaults({
    sort: { field: 'transaction_type', order: 'ASC' },
    toggles: [
      {
        name: 'activation',
        label: 'resources.limits.activation_action',
        field: 'status',
        on: 'ACTIVE',
        off: 'INACTIVE',
        turnOff: 'resources.limits.deactivate',
        turnOn: 'resources.limits.activate',
        nextOff: 'resources.limits.next_deactivate',
        nextOn: 'resources.limits.next_activate',
      },
    ],
  }),
};
