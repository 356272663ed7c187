import type { MerchantAlertAudience } from '../../../contract/merchant-alerts/calls';
import type {
  AudienceFileCheck,
  EnableMerchantAlertBody,
} from '../../../dataProviders/merchant-support/merchant-alerts';
import { alertTexts, alertTextsReady, type AlertTextValues } from '../alerts/alert-form-state';

/**
 * The merchant alert form: the deposit alert's texts (alert-form-state.ts: header, body, expiry and their rules) with
 * an audience in place of the alert type and account. What differs is data: which audience needs what.
 */
export interface MerchantAlertFormValues extends AlertTextValues {
  audience: MerchantAlertAudience | '';
  /** The business category's MCC (CATEGORY only). */
  category: string;
  /** The checked file (CSV only). */
  file: AudienceFileCheck | null;
}

export const EMPTY_MERCHANT_ALERT_FORM: MerchantAlertFormValues = {
  audience: '',
  category: '',
  file: null,
  header: '',
  body: '',
  expiry: '',
};

/** What each audience needs besides the texts: ALL nothing, CATEGORY a category, CSV a file with a valid id. */
const AUDIENCE_READY: Record<MerchantAlertAudience, (v: MerchantAlertFormValues) => boolean> = {
  ALL: () => true,
  CATEGORY: (v) => v.category !== '',
  CSV: (v) => (v.file?.valid ?? 0) > 0,
};

/** Choosing an audience drops what only another audience has (a category, a file). */
export const withAudience = (values: MerchantAlertFormValues, audience: MerchantAlertAudience) => ({
  ...values,
  audience,
  category: audience === 'CATEGORY' ? values.category : '',
  file: audience === 'CSV' ? values.file : null,
});

export function canEnableMerchantAlert(values: MerchantAlertFormValues, now: number): boolean {
  return values.audience !== '' && AUDIENCE_READY[values.audience](values) && alertTextsReady(values, now);
}

/** The enable call's body: the audience and its category or file, the texts trimmed, the expiry in epoch ms. */
export function toEnableBody(values: MerchantAlertFormValues): EnableMerchantAlertBody | null {
  if (!values.audience) return null;
  return {
    audience: values.audience,
    category: values.audience === 'CATEGORY' ? values.category : '',
    audience_file_id: values.audience === 'CSV' ? (values.file?.jobId ?? null) : null,
    ...alertTexts(values),
  };
}
