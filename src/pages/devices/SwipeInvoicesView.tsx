import { useState } from 'react';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { istMonthOf } from '../../../contract/business-time';
import { MONTH_PATTERN } from '../../../contract/swipe-billing/calls';
import { downloadSwipeInvoice, type SwipeInvoiceKind } from '../../../dataProviders/merchant-support/swipe-billing';

const T = 'devices.invoices';
const KINDS: readonly SwipeInvoiceKind[] = ['invoice', 'chargeback'];

/** Pure: whether the form names a merchant (up to 10 digits) and a month (YYYY-MM). */
export const invoiceFormReady = (merchantId: string, month: string): boolean =>
  /^\d{1,10}$/.test(merchantId.trim()) && MONTH_PATTERN.test(month);

/**
 * /swipe/invoices (issue 44: /swipe's invoice download and chargeback invoice): a merchant's card-swipe rent invoice
 * or chargeback invoice of a month, downloaded as the server's PDF; a month with nothing to invoice says so.
 */
export default function SwipeInvoicesView() {
  const translate = useTranslate();
  const notify = useNotify();
  const [merchantId, setMerchantId] = useState('');
  const [month, setMonth] = useState(() => istMonthOf(Date.now()));
  const [busy, setBusy] = useState<SwipeInvoiceKind | null>(null);
  const ready = invoiceFormReady(merchantId, month);
  const download = async (kind: SwipeInvoiceKind) => {
    setBusy(kind);
    try {
      const { blob, fileName } = await downloadSwipeInvoice(kind, merchantId.trim(), month);
      const href = URL.createObjectURL(blob);
      Object.assign(document.createElement('a'), { href, download: fileName }).click();
      URL.revokeObjectURL(href);
      notify(translate(`${T}.downloaded`, { fileName }), { type: 'success' });
    } catch (error) {
      notify(`${T}.failed`, { type: 'error', messageArgs: { message: error instanceof Error ? error.message : '' } });
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(`${T}.heading`)}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate(`${T}.intro`)}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          size="small"
          label={translate(`${T}.merchant_id`)}
          value={merchantId}
          onChange={(e) => setMerchantId(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
        />
        <TextField
          size="small"
          type="month"
          label={translate(`${T}.month`)}
          value={month}
          onChange={(e) => setMonth(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {KINDS.map((kind) => (
          <Button key={kind} variant="outlined" disabled={!ready || busy !== null} onClick={() => void download(kind)}>
            {translate(`${T}.download_${kind}`)}
          </Button>
        ))}
      </Stack>
    </>
  );
}
