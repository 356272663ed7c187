import { DEVICE_REFUNDS } from '../../contract/devices/refunds';
import type { ResourceBundle } from '../types';

/** Device refund requests, read by /swipe/refunds through the data provider (CRM API, Spring pages). */
export const deviceRefundsResource: ResourceBundle = {
  ...DEVICE_REFUNDS,
  title: 'devices.refunds_title',
};
