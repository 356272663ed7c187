import type { Generated } from 'kysely';

/** One allocation's rent/plan record (migration 0051): amounts in rupees after the coupon. */
export interface DeviceOnboardingTable {
  id: Generated<number>;
  device_serial: string;
  merchant_id: string;
  store_id: string;
  plan_code: string;
  coupon_code: string | null;
  monthly_rent: number;
  one_time_fee: number;
  discount: number;
  created_at: number;
  created_by: string;
}

/** One shipment of a device (migration 0051): its courier (a delivery partner), AWB, pincode and SLA days. */
export interface DeviceShipmentTable {
  id: Generated<number>;
  device_serial: string;
  partner_id: number;
  awb: string;
  pincode: string;
  sla_days: number;
  /** The allocation shipped: the device's assigned_at then. */
  allocated_at: number;
  shipped_at: number;
  delivered_at: number | null;
  created_by: string;
}
