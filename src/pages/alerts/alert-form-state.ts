import {
  ALERT_DEFAULT_PRODUCT,
  ALERT_MESSAGES,
  isFutureExpiry,
  needsProduct,
  NO_PRODUCT,
  type AlertStatus,
  type AlertType,
} from '../../../contract/entities/alerts';

/** The alert form's values (§3.9): expiry as the date-time input gives it (local `yyyy-MM-ddTHH:mm`). */
export interface AlertFormValues {
  alertType: AlertType | '';
  status: AlertStatus | '';
  product: string;
  header: string;
  body: string;
  expiry: string;
}

export const EMPTY_ALERT_FORM: AlertFormValues = {
  alertType: '',
  status: '',
  product: NO_PRODUCT,
  header: '',
  body: '',
  expiry: '',
};

/** §4: HOMESCREEN_ALERT clears the product (no account selector); other types show it, defaulting to ALL. */
export function withAlertType(values: AlertFormValues, alertType: AlertType): AlertFormValues {
  const product = needsProduct(alertType) ? values.product || ALERT_DEFAULT_PRODUCT : NO_PRODUCT;
  return { ...values, alertType, product };
}

/** The expiry in epoch ms, or NaN when not a date. */
export const expiryMillis = (expiry: string): number => (expiry ? new Date(expiry).getTime() : Number.NaN);

/** Field messages to show now: only the expiry has one of its own (§5.7). */
export function alertFormErrors(values: AlertFormValues, now: number): Partial<Record<keyof AlertFormValues, string>> {
  if (values.status !== 'ENABLE' || !values.expiry) return {};
  return isFutureExpiry(expiryMillis(values.expiry), now) ? {} : { expiry: ALERT_MESSAGES.oldDate };
}

/**
 * §5.7: submit only with a type and a status, an account when the type is not HOMESCREEN_ALERT, and, when
 * enabling, a header, a body and a future expiry.
 */
/** The server's limits of an alert's texts: longer is refused with its message, never cut (issue 41 item 2). */
export const ALERT_HEADER_MAX = 200;
export const ALERT_BODY_MAX = 1000;

export function canSubmitAlert(values: AlertFormValues, now: number): boolean {
  if (!values.alertType || !values.status) return false;
  if (needsProduct(values.alertType) && !values.product) return false;
  if (values.status === 'DISABLE') return true;
  const header = values.header.trim();
  const body = values.body.trim();
  return (
    header !== '' &&
    header.length <= ALERT_HEADER_MAX &&
    body !== '' &&
    body.length <= ALERT_BODY_MAX &&
    isFutureExpiry(expiryMillis(values.expiry), now)
  );
}

export type AlertRequest =
  | {
      method: 'enableAlert';
      data: { alert_type: AlertType; product: string; header: string; body: string; expiry_time: number };
    }
  | { method: 'disableAlert'; data: { alert_type: AlertType; product: string } };

/** The call the form makes: enable sends everything with expiry_time in epoch ms; disable only type and product (§4). */
export function toAlertRequest(values: AlertFormValues): AlertRequest | null {
  if (!values.alertType || !values.status) return null;
  const target = {
    alert_type: values.alertType,
    product: needsProduct(values.alertType) ? values.product : NO_PRODUCT,
  };
  if (values.status === 'DISABLE') return { method: 'disableAlert', data: target };
  return {
    method: 'enableAlert',
    data: {
      ...target,
      header: values.header.trim(),
      body: values.body.trim(),
      expiry_time: expiryMillis(values.expiry),
    },
  };
}
