import { useState } from 'react';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SPEAKER_ORDER_STATES } from '../../../contract/devices/orders';
import {
  listSpeakerOrders,
  type SpeakerOrder,
  type SpeakerOrderFilters,
  type SpeakerOrderPage,
} from '../../../dataProviders/merchant-support/speaker-orders';
import type { TableColumn } from '../../common/ColumnTable';
import { DraftSearch, FilterForm, FilterSelect, trimmedSearch } from '../../common/FilterForm';
import { useFilteredPages } from '../../common/filtered-pages';
import { OpenButton, PagedColumnTable } from '../../common/PagedColumnTable';
import { StatusChip } from '../../common/StatusChip';
import { formatDateTime, formatInr } from '../../format';
import { DeviceDialog } from '../devices/DeviceDialog';
import type { SubPageProps } from '../devices/sub-pages';
import { MerchantLink } from '../merchant-360/MerchantLink';

const T = 'devices.orders';

/**
 * /speaker/orders (issue 44 item 3): the speaker orders across merchants (the bharat-swipe orders of product SPEAKER),
 * by state and by order, merchant or serial, paged by the server; each opens its device's timeline and its merchant's
 * 360 (Stores & Devices).
 */
export default function SpeakerOrdersView({ page }: SubPageProps) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<SpeakerOrderFilters>({});
  const [open, setOpen] = useState<string | null>(null);
  const list = useFilteredPages<SpeakerOrderFilters, SpeakerOrderPage>('speaker-orders', listSpeakerOrders, 20, {});
  const columns: readonly TableColumn<SpeakerOrder>[] = [
    { label: `${T}.f.order`, render: (o) => o.orderId },
    { label: `${T}.f.merchant`, render: (o) => <MerchantLink id={o.merchantId} segment="stores" /> },
    { label: `${T}.f.state`, render: (o) => <StatusChip status={o.state} /> },
    {
      label: `${T}.f.device`,
      render: (o) =>
        o.serial ? (
          <OpenButton
            text={o.serial}
            name={translate(`${T}.open_device`, { serial: o.serial })}
            onOpen={() => setOpen(o.serial)}
          />
        ) : (
          translate(`${T}.no_device`)
        ),
    },
    { label: `${T}.f.plan`, render: (o) => o.plan },
    { label: `${T}.f.courier`, render: (o) => (o.courier ? `${o.courier} · ${o.awb ?? ''}` : '—') },
    { label: `${T}.f.amount`, render: (o) => formatInr(o.amount) },
    { label: `${T}.f.placed`, render: (o) => formatDateTime(o.createdAt) },
  ];
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(`${T}.title`)}
      </Typography>
      <FilterForm label={`${T}.filters`} apply="devices.apply" onSubmit={() => list.apply(trimmedSearch(draft))}>
        <DraftSearch prefix={T} draft={draft} onDraft={setDraft} maxLength={30} />
        <FilterSelect
          label={translate(`${T}.f.state`)}
          any="devices.any"
          value={draft.state ?? ''}
          options={SPEAKER_ORDER_STATES.map((s) => ({ value: s, label: translate(`${T}.states.${s}`) }))}
          onChange={(state) => setDraft((d) => ({ ...d, state: state as SpeakerOrderFilters['state'] }))}
        />
      </FilterForm>
      <PagedColumnTable list={list} label={`${T}.title`} items={`${T}.items`} columns={columns} />
      {open && <DeviceDialog serial={open} page={page} onClose={() => setOpen(null)} />}
    </>
  );
}
