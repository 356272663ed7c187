import { useState } from 'react';
import { Box, Button, Paper, TableContainer, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { downloadSpeakerInvoice, listSpeakerInvoices, type SpeakerInvoice } from '../../../dataProviders/crm/speaker';
import { ColumnTable, type TableColumn } from '../../common/ColumnTable';
import { MerchantIdForm } from '../../common/MerchantIdForm';
import { QueryState } from '../../common/QueryState';
import { StatusChip } from '../../common/StatusChip';
import { formatInr } from '../../format';

const T = 'speaker.invoices';

const INVOICE_COLUMNS: readonly TableColumn<SpeakerInvoice>[] = [
  { label: `${T}.invoice_no`, render: (i) => i.invoiceNo },
  { label: `${T}.month`, render: (i) => i.month },
  { label: 'speaker.fields.serial', render: (i) => i.serial },
  { label: `${T}.rent`, render: (i) => formatInr(i.rent) },
  { label: `${T}.waived`, render: (i) => formatInr(i.waived) },
  { label: `${T}.amount`, render: (i) => formatInr(i.amount) },
  { label: 'speaker.fields.status', render: (i) => <StatusChip status={i.status} /> },
  { label: `${T}.download`, render: (i) => <DownloadButton invoice={i} /> },
];

function DownloadButton({ invoice }: { invoice: SpeakerInvoice }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const url = URL.createObjectURL(await downloadSpeakerInvoice(invoice.id));
      Object.assign(document.createElement('a'), { href: url, download: `${invoice.invoiceNo}.pdf` }).click();
      URL.revokeObjectURL(url);
      notify(translate(`${T}.downloaded`, { invoiceNo: invoice.invoiceNo }), { type: 'success' });
    } catch (error) {
      notify(`${T}.failed`, { type: 'error', messageArgs: { message: error instanceof Error ? error.message : '' } });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={busy}
      aria-label={translate(`${T}.download_label`, { invoiceNo: invoice.invoiceNo })}
      onClick={() => void download()}
    >
      {translate(`${T}.download`)}
    </Button>
  );
}

/**
 * /speaker/invoices (spec §2.3 /speaker: invoice download; issue 44 item 3): a merchant's speaker invoices, newest
 * month first, each the monthly rent less the approved waivers covering its month, and a PDF of each.
 */
export default function InvoicesPage() {
  const translate = useTranslate();
  const [merchantId, setMerchantId] = useState('');
  const invoices = useQuery({
    queryKey: ['speaker-invoices', merchantId],
    queryFn: ({ signal }) => listSpeakerInvoices(merchantId, signal),
    enabled: merchantId !== '',
  });
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('speaker.invoices_title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate(`${T}.intro`)}</Typography>
      <MerchantIdForm label={'speaker.fields.merchant_id'} submit={`${T}.find`} onFind={setMerchantId} />
      {merchantId && (
        <QueryState query={invoices} items={`${T}.items`}>
          {(rows) => (
            <TableContainer component={Paper} variant="outlined">
              <ColumnTable label={`${T}.table`} rows={rows} columns={INVOICE_COLUMNS} />
            </TableContainer>
          )}
        </QueryState>
      )}
    </Box>
  );
}
