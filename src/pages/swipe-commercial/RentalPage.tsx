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
import { QueryState } from '../../common/QueryState';
import { RemarksDialog } from '../../common/RemarksDialog';
import { useChangeMutation } from '../../common/useChangeMutation';
import { formatInr } from '../../format';
import { amountOf, MerchantSearch, NumberField, SwipePage } from './shared';
import { rentalChangeSummary } from './summaries';

const S = 'swipeCommercial.rental';

function RentalChangeDialog({
  merchantId,
  device,
  onClose,
}: {
  merchantId: string;
  device: MerchantDevice;
  onClose(): void;
}) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const next = amountOf(text, RENT_MAX);
  const valid = next !== null && next !== device.monthlyRental;
  const raise = useChangeMutation({
    call: (remarks: string, key) =>
      raiseRentalChange(
        { merchantId, deviceSerial: device.deviceSerial, monthlyRent: next!, remarks: remarks.trim() },
        key,
      ),
    success: ({ message, id }) => `${message} #${id}`,
    failure: 'swipeCommercial.failed',
    refresh: [['swipe-devices', merchantId], ['approval-requests']],
    done: onClose,
  });
  return (
    <RemarksDialog
      open
      title={`${S}.dialog_title`}
      confirmLabel={`${S}.raise`}
      busy={raise.isPending}
      complete={valid}
      summary={
        valid
          ? rentalChangeSummary(translate, {
              merchantId,
              deviceSerial: device.deviceSerial,
              product: device.product,
              rent: device.monthlyRental,
              next: next,
            })
          : undefined
      }
      onCancel={onClose}
      onConfirm={(remarks) => raise.mutate(remarks)}
    >
      <NumberField label={`${S}.new_rent`} text={text} onText={setText} />
    </RemarksDialog>
  );
}

function Devices({ merchantId }: { merchantId: string }) {
  const translate = useTranslate();
  const [changing, setChanging] = useState<MerchantDevice | null>(null);
  const { canAccess: mayRaise } = useCanAccess({ resource: 'swipe-rental.raise', action: 'access' });
  const query = useQuery({
    queryKey: ['swipe-devices', merchantId],
    queryFn: ({ signal }) => merchantDevices(merchantId, signal),
  });
  const columns: TableColumn<MerchantDevice>[] = [
    { label: `${S}.device_serial`, render: (d) => d.deviceSerial },
    { label: `${S}.product`, render: (d) => d.product },
    { label: `${S}.model`, render: (d) => d.model },
    { label: `${S}.status`, render: (d) => d.status },
    { label: `${S}.monthly_rent`, render: (d) => formatInr(d.monthlyRental) },
  ];
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
            <ColumnTable label={`${S}.list_label`} rows={devices} columns={mayRaise ? [...columns, change] : columns} />
          </TableContainer>
          {changing && (
            <RentalChangeDialog merchantId={merchantId} device={changing} onClose={() => setChanging(null)} />
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
    <SwipePage title={`${S}.title`}>
      <MerchantSearch>{(merchantId) => <Devices key={merchantId} merchantId={merchantId} />}</MerchantSearch>
    </SwipePage>
  );
}
