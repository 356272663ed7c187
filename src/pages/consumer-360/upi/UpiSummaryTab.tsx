import { Box, Chip, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MaskedValue, useEntity360 } from '../../../common/entity-360';
import { formatDateTime } from '../../../format';
import { actionEntry } from '../access';
import { FieldGrid } from '../FieldGrid';
import { ConsumerProductsScope, useConsumerProduct, useConsumerProvider } from '../provider';
import { QueryState } from '../../../common/QueryState';

interface UpiProfile {
  mobile_number: string;
  verified_bank_name: string;
  device_binding: boolean;
  upi_id: string;
  upi_activation_date: number;
  account_status: string;
  upi_number_status: string;
  linked_bank_accounts: { bank_name: string; account_number: string; primary: boolean }[];
  linked_credit_card: string | null;
  linked_credit_line: string | null;
  upi_lite_activated: boolean;
}

/** The profile's mobile comes masked; 'Reveal' asks the consumer 360's audited reveal (CAN_REVEAL_CONSUMER_PII). */
function UpiSummary({ revealUpiMobile }: { revealUpiMobile: (reason: string) => Promise<string> }) {
  const translate = useTranslate();
  const query = useConsumerProduct<UpiProfile | null>('upiSummary');
  const yesNo = (v: boolean) => translate(v ? 'consumer360Products.yes' : 'consumer360Products.no');
  return (
    <QueryState query={query} emptyMessage="consumer360Products.empty.upi">
      {(p) =>
        p && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <FieldGrid
              title="consumer360Products.upi.profile"
              rows={[
                {
                  label: 'consumer360Products.upi.mobile_number',
                  value: (
                    <MaskedValue
                      masked={p.mobile_number}
                      label="consumer360Products.upi.mobile_number"
                      revealResource={actionEntry('reveal')}
                      onReveal={(reason) => revealUpiMobile(reason)}
                    />
                  ),
                },
                { label: 'consumer360Products.upi.verified_bank_name', value: p.verified_bank_name },
                { label: 'consumer360Products.upi.upi_id', value: p.upi_id },
                {
                  label: 'consumer360Products.upi.upi_activation_date',
                  value: formatDateTime(p.upi_activation_date, 'seconds'),
                },
                { label: 'consumer360Products.upi.account_status', value: p.account_status },
                { label: 'consumer360Products.upi.upi_number_status', value: p.upi_number_status },
                { label: 'consumer360Products.upi.device_binding', value: yesNo(p.device_binding) },
                { label: 'consumer360Products.upi.upi_lite_activated', value: yesNo(p.upi_lite_activated) },
                { label: 'consumer360Products.upi.linked_credit_card', value: p.linked_credit_card },
                { label: 'consumer360Products.upi.linked_credit_line', value: p.linked_credit_line },
              ]}
            />
            <Paper variant="outlined" sx={{ p: 1.5, minWidth: 260, flex: '1 1 260px' }}>
              <Typography variant="subtitle1" component="h3" sx={{ mb: 1, fontWeight: 600 }}>
                {translate('consumer360Products.upi.linked_bank_accounts')}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {p.linked_bank_accounts.map((a) => (
                  <li key={a.account_number}>
                    {a.bank_name} {a.account_number}{' '}
                    {a.primary && <Chip size="small" label={translate('consumer360Products.upi.primary')} />}
                  </li>
                ))}
              </Box>
            </Paper>
          </Box>
        )
      }
    </QueryState>
  );
}

/** Upi Summary (CAN_VIEW_UPI_SUMMARY; spec §3.23 UPI profile). */
export default function UpiSummaryTab() {
  // The reveal is the consumer 360's call, so it is taken here, outside the scope of the products provider.
  const consumer = useConsumerProvider();
  const consumerId = Number(useEntity360().entityId);
  const revealUpiMobile = (reason: string) => consumer.revealConsumerValue({ consumerId, field: 'upiMobile', reason });
  return (
    <ConsumerProductsScope>
      <UpiSummary revealUpiMobile={revealUpiMobile} />
    </ConsumerProductsScope>
  );
}
