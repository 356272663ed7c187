import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, DialogActions, DialogContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { getInterestDetail, type InterestDetail } from '../../../dataProviders/merchant-support/consumer-calls';
import { ClosableDialogTitle } from '../../common/ClosableDialogTitle';
import { FieldGrid } from '../consumer-360/FieldGrid';
import { QueryState } from '../../common/QueryState';
import { formatDate, formatDateTime, formatInr, NOT_AVAILABLE } from '../../format';

const T = 'consumerCalls.interest';

/** Pure: the interest detail's rows (label key, value), each value formatted; null when no interest is set up. */
export function interestRows(
  d: InterestDetail,
  translate: (key: string, args?: Record<string, unknown>) => string,
): [string, string][] | null {
  if (d.rate === null) return null;
  const money = (v: number | null) => (v === null ? NOT_AVAILABLE : formatInr(v));
  return [
    ['rate', `${d.rate.toFixed(2)}%`],
    ['frequency', d.payoutFrequency ? translate(`${T}.frequencies.${d.payoutFrequency}`) : NOT_AVAILABLE],
    ['period', `${formatDate(d.periodFrom)} – ${formatDate(d.periodTo)}`],
    ['principal', money(d.principal)],
    ['accrued', money(d.accrued)],
    ['paid', money(d.paid)],
    ['due', money(d.due)],
    ['last_paid', d.lastPaidAt === null ? NOT_AVAILABLE : formatDateTime(d.lastPaidAt)],
  ];
}

function InterestBody({ accountId }: { accountId: number }) {
  const translate = useTranslate();
  const query = useQuery({
    queryKey: ['investment-interest', accountId],
    queryFn: ({ signal }) => getInterestDetail(accountId, signal),
  });
  return (
    <QueryState query={query} failed={`${T}.load_failed`}>
      {(d) => {
        const rows = interestRows(d, translate);
        if (!rows) return <Typography>{translate(`${T}.none`)}</Typography>;
        return <FieldGrid rows={rows.map(([k, v]) => ({ label: `${T}.${k}`, value: v }))} />;
      }}
    </QueryState>
  );
}

/**
 * The Interest detail button of an investment account (spec §7.4 POST /investment/interest-detail; issue 43 item 7):
 * a read-only dialog with the rate, payout, period, principal, accrued, paid and what is due.
 */
export function InterestDetailButton({ accountId, accountNo }: { accountId: number; accountNo: string }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        {translate(`${T}.open`)}
      </Button>
      {open && (
        <Dialog open onClose={() => setOpen(false)} maxWidth="sm" fullWidth aria-labelledby="interest-detail-title">
          <ClosableDialogTitle id="interest-detail-title" onClose={() => setOpen(false)}>
            {translate(`${T}.title`, { accountNo })}
          </ClosableDialogTitle>
          <DialogContent>
            <InterestBody accountId={accountId} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('consumerCalls.close')}</Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
