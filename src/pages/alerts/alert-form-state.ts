import {
  ALERT_DEFAULT_PRODUCT,
  ALERT_MESSAGES,
  ALERT_TEXT_LIMITS,
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

/** What every alert sends (deposit and merchant alerts): its header, body and expiry as typed. */
export interface AlertTextValues {
  header: string;
  body: string;
  expiry: string;
}

/** The expiry's own message to show now (§5.7), or none while it is empty or in the future. */
export const expiryError = (expiry: string, now: number): string | undefined =>
  !expiry || isFutureExpiry(expiryMillis(expiry), now) ? undefined : ALERT_MESSAGES.oldDate;

/** Field messages to show now: only the expiry has one of its own (§5.7). */
export function alertFormErrors(values: AlertFormValues, now: number): Partial<Record<keyof AlertFormValues, string>> {
  const expiry = values.status === 'ENABLE' ? expiryError(values.expiry, now) : undefined;
  return expiry ? { expiry } : {};
}

/** The server's limits of an alert's texts: longer is refused with its message, never cut (issue 41 item 2). */
export const ALERT_HEADER_MAX = ALERT_TEXT_LIMITS.header;
export const ALERT_BODY_MAX = ALERT_TEXT_LIMITS.body;

/** Ready to enable: a header and a body within their limits and a future expiry (§5.7; every alert alike). */
export function alertTextsReady(values: AlertTextValues, now: number): boolean {
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

/** The texts as sent: trimmed, the expiry in epoch ms. */
export const alertTexts = (values: AlertTextValues) => ({
  header: values.header.trim(),
  body: values.body.trim(),
  expiry_time: expiryMillis(values.expiry),
});

/**
 * §5.7: submit only with a type and a status, an account when the type is not HOMESCREEN_ALERT, and, when
 * enabling, a header, a body and a future expiry.
 */
export function canSubmitAlert(values: AlertFormValues, now: number): boolean {
  if (!values.alertType || !values.status) return false;
  if (needsProduct(values.alertType) && !values.product) return false;
  return values.status === 'DISABLE' || alertTextsReady(values, now);
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
  return { method: 'enableAlert', data: { ...target, ...alertTexts(values) } };
}
