import { listDefaults, type ResourceSchema } from '../schema';

const label = (field: string) => `resources.notifications.fields.${field}`;
const STATUSES = [
  { id: 'ACTIVE', name: 'ACTIVE' },
  { id: 'INACTIVE', name: 'INACTIVE' },
];
const TYPES = [
  { id: 'PUSH', name: 'PUSH' },
  { id: 'IN_APP', name: 'IN_APP' },
  { id: 'SMS', name: 'SMS' },
];

/** Spec §3.3, §5.4: header (heading, max 30), body (message, max 150), expiry_date; CRM API v1. */
export const notificationSchema: ResourceSchema = {
  name: 'notifications',
  title: 'resources.notifications.title',
  createTitle: 'resources.notifications.create_title',
  editTitle: 'resources.notifications.edit_title',
  showTitle: 'resources.notifications.show_title',
  entity: 'notification',
  binding: {
    backend: 'crm',
    path: 'notifications',
    table: 'notifications',
    api: { prefix: '/v1/crm', writeResult: 'data', sort: { field: 'sort', order: 'order' } },
  },
  access: {
    list: ['CAN_MANAGE_NOTIFICATIONS'],
    show: ['CAN_MANAGE_NOTIFICATIONS'],
    create: ['CAN_MANAGE_NOTIFICATIONS'],
    edit: ['CAN_MANAGE_NOTIFICATIONS'],
    delete: ['CAN_MANAGE_NOTIFICATIONS'],
    export: ['CAN_MANAGE_NOTIFICATIONS'],
  },
  fields: [
    {
      name: 'type',
      type: 'select',
      label: label('type'),
      choices: TYPES,
      required: true,
      default: 'PUSH',
      filter: { alwaysOn: false },
      sortable: true,
    },
    {
      name: 'header',
      type: 'text',
      label: label('header'),
      required: true,
      max: { value: 30, message: 'Heading cannot be more than 30 characters.' },
      filter: { alwaysOn: true },
      sortable: true,
    },
    {
      name: 'body',
      type: 'longText',
      label: label('body'),
      required: true,
      max: { value: 150, message: 'Message cannot be more than 150 characters.' },
    },
    {
      name: 'expiry_date',
      type: 'datetime',
      label: label('expiry_date'),
      required: true,
      wire: 'epochSeconds',
      display: 'datetime',
      sortable: true,
    },
    { name: 'agent_name', type: 'text', label: label('agent_name'), auto: 'actorName' },
    {
      name: 'created_at',
      type: 'datetime',
      label: label('created_at'),
      auto: 'createdAt',
      wire: 'epochSeconds',
      display: 'date',
      sortable: true,
    },
    {
      name: 'status',
      type: 'select',
      label: label('status'),
      choices: STATUSES,
      required: true,
      default: 'ACTIVE',
      display: 'status',
      filter: true,
    },
    {
      name: 'updated_at',
      type: 'datetime',
      label: label('updated_at'),
      auto: 'updatedAt',
      wire: 'epochSeconds',
      display: 'datetime',
      views: ['show'],
    },
  ],
  list: listDefaults({ sort: { field: 'created_at', order: 'DESC' } }),
};
