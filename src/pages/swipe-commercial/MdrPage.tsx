import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Paper, TableContainer, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { MDR_MAX } from '../../../contract/swipe-commercial/rules';
import {
  merchantMdr,
  raiseMdrChange,
  type MdrRate,
  type PendingChange,
} from '../../../dataProviders/merchant-support/swipe-commercial';
import { ColumnTable, type TableColumn } from '../../common/ColumnTable';
import { PageFrame } from '../../common/PageFrame';
import { QueryState } from '../../common/QueryState';
import { formatDateTime } from '../../format';
import { MerchantSearch, RaiseDialog } from './shared';
import { mdrChangeSummary, percent } from './summaries';

const S = 'swipeCommercial.mdr';

/** The change waiting on a rate, if any. */
const pendingOf = (pending: PendingChange[], r: MdrRate) =>
  pending.find((p) => p.proposed.cardNetwork === r.cardNetwork && p.proposed.cardType === r.cardType);

function MerchantMdr({ merchantId }: { merchantId: string }) {
  const translate = useTranslate();
  const [changing, setChanging] = useState<MdrRate | null>(null);
  const { canAccess: mayRaise } = useCanAccess({ resource: 'swipe-mdr.raise', action: 'access' });
  const query = useQuery({
    queryKey: ['swipe-mdr', merchantId],
    queryFn: ({ signal }) => merchantMdr(merchantId, signal),
  });
  return (
    <QueryState query={query} isEmpty={(d) => d.rates.length === 0} items={`${S}.items`}>
      {(data) => {
        const columns: TableColumn<MdrRate>[] = [
          { label: `${S}.card_network`, render: (r) => r.cardNetwork },
          { label: `${S}.card_type`, render: (r) => r.cardType },
          { label: `${S}.rate`, render: (r) => percent(r.rate) },
          { label: `${S}.effective_from`, render: (r) => formatDateTime(r.effectiveFrom) },
          {
            label: `${S}.pending`,
            render: (r) => {
              const p = pendingOf(data.pendingMdr, r);
              return p ? `#${p.id}: ${percent(Number(p.proposed.rate))} (${p.makerEmail})` : '';
            },
          },
        ];
        const change: TableColumn<MdrRate> = {
          label: `${S}.change`,
          render: (r) =>
            !pendingOf(data.pendingMdr, r) && (
              <Button
                size="small"
                onClick={() => setChanging(r)}
                aria-label={translate(`${S}.change_rate`, { network: r.cardNetwork, type: r.cardType })}
              >
                {translate(`${S}.change`)}
              </Button>
            ),
        };
        return (
          <>
            <Typography variant="h6" component="h2" gutterBottom>
              {translate(`${S}.list_label`)}
            </Typography>
            <TableContainer component={Paper} variant="outlined">
              <ColumnTable
                label={`${S}.list_label`}
                rows={data.rates}
                columns={mayRaise ? [...columns, change] : columns}
              />
            </TableContainer>
            {changing && (
              <RaiseDialog
                prefix={S}
                fieldLabel={`${S}.new_rate`}
                max={MDR_MAX}
                current={changing.rate}
                summaryOf={(next) => mdrChangeSummary(translate, { merchantId, ...changing, next })}
                raise={(rate, remarks, key) =>
                  raiseMdrChange(
                    { merchantId, cardNetwork: changing.cardNetwork, cardType: changing.cardType, rate, remarks },
                    key,
                  )
                }
                refresh={['swipe-mdr', merchantId]}
                onClose={() => setChanging(null)}
              />
            )}
          </>
        );
      }}
    </QueryState>
  );
}

/**
 * /swipe/mdr (issue 44 item 2; spec §2.3 "MDR update and approve", §7.4 payment/merchant/MDR/{id}): a merchant's MDR in
 * force per card network and type, each with the change waiting for a checker; a maker raises a change of one rate,
 * decided in Approvals by someone else.
 */
export default function MdrPage() {
  return (
    <PageFrame title={`${S}.title`}>
      <MerchantSearch>{(merchantId) => <MerchantMdr key={merchantId} merchantId={merchantId} />}</MerchantSearch>
    </PageFrame>
  );
}
