import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Paper, TableContainer } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { RENT_MAX } from '../../../contract/swipe-commercial/rules';
import {
  merchantDevices,
  raiseRentalChange,
  type MerchantDevice,
} from '../../../dataProviders/merchant-support/swipe-commercial';
import { ColumnTable, type TableColumn } from '../../common/ColumnTable';
import { PageFrame } from '../../common/PageFrame';
import { QueryState } from '../../common/QueryState';
import { formatInr } from '../../format';
import { MerchantSearch, RaiseDialog } from './shared';
import { rentalChangeSummary } from './summaries';

const S = 'swipeCommercial.rental';

const COLUMNS: readonly TableColumn<MerchantDevice>[] = [
  { label: `${S}.device_serial`, render: (d) => d.deviceSerial },
  { label: `${S}.product`, render: (d) => d.product },
  { label: `${S}.model`, render: (d) => d.model },
  { label: `${S}.status`, render: (d) => d.status },
  { label: `${S}.monthly_rent`, render: (d) => formatInr(d.monthlyRental) },
];

function Devices({ merchantId }: { merchantId: string }) {
  const translate = useTranslate();
  const [changing, setChanging] = useState<MerchantDevice | null>(null);
  const { canAccess: mayRaise } = useCanAccess({ resource: 'swipe-rental.raise', action: 'access' });
  const query = useQuery({
    queryKey: ['swipe-devices', merchantId],
    queryFn: ({ signal }) => merchantDevices(merchantId, signal),
  });
  const change: TableColumn<MerchantDevice> = {
    label: `${S}.change`,
    render: (d) => (
      <Button
        size="small"
        onClick={() => setChanging(d)}
        aria-label={translate(`${S}.change_rent`, { serial: d.deviceSerial })}
      >
        {translate(`${S}.change`)}
      </Button>
    ),
  };
  return (
    <QueryState query={query} isEmpty={(d) => d.length === 0} items={`${S}.items`}>
      {(devices) => (
        <>
          <TableContainer component={Paper} variant="outlined">
            <ColumnTable label={`${S}.list_label`} rows={devices} columns={mayRaise ? [...COLUMNS, change] : COLUMNS} />
          </TableContainer>
          {changing && (
            <RaiseDialog
              prefix={S}
              fieldLabel={`${S}.new_rent`}
              max={RENT_MAX}
              current={changing.monthlyRental}
              summaryOf={(next) =>
                rentalChangeSummary(translate, { merchantId, ...changing, rent: changing.monthlyRental, next })
              }
              raise={(monthlyRent, remarks, key) =>
                raiseRentalChange({ merchantId, deviceSerial: changing.deviceSerial, monthlyRent, remarks }, key)
              }
              refresh={['swipe-devices', merchantId]}
              onClose={() => setChanging(null)}
            />
          )}
        </>
      )}
    </QueryState>
  );
}

/**
 * /swipe/rental (issue 44 item 2; spec §2.3 "rental update and approve"): a merchant's card-swipe devices (the merchant
 * 360's device lists) with their monthly rent; a maker raises a change of one device's rent, decided in Approvals.
 */
export default function RentalPage() {
  return (
    <PageFrame title={`${S}.title`}>
      <MerchantSearch>{(merchantId) => <Devices key={merchantId} merchantId={merchantId} />}</MerchantSearch>
    </PageFrame>
  );
}
