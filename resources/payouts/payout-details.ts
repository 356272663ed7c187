import { formatDateTime, formatInr, orNotAvailable } from '../../src/format';

/** Spec §2.6 Details: every field, in this order, with how it is shown (pure, so it is tested without a browser). */
export const PAYOUT_DETAIL_FIELDS: readonly {
  source: string;
  format: (value: unknown, translate: (key: string) => string) => string;
}[] = [
  { source: 'transactionId', format: orNotAvailable },
  { source: 'updatedAt', format: (v) => formatDateTime(v, 'seconds') },
  { source: 'createdAt', format: (v) => formatDateTime(v, 'seconds') },
  { source: 'amount', format: formatInr },
  { source: 'agentEmail', format: orNotAvailable },
  { source: 'approverEmail', format: orNotAvailable },
  {
    source: 'isFeeWaived',
    format: (v, t) =>
      v === true ? t('resources.payouts.yes') : v === false ? t('resources.payouts.no') : orNotAvailable(v),
  },
  { source: 'txnStatus', format: orNotAvailable },
  { source: 'status', format: orNotAvailable },
  { source: 'bankDetailId', format: orNotAvailable },
  { source: 'beneficiaryName', format: orNotAvailable },
  { source: 'accountNo', format: orNotAvailable },
  { source: 'ifsc', format: orNotAvailable },
  { source: 'agentRemarks', format: orNotAvailable },
  { source: 'approverRemarks', format: orNotAvailable },
];
