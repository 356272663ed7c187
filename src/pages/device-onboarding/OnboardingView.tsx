import { useState } from 'react';
import { Button, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { DEVICE_MODELS } from '../../../contract/devices/lifecycle';
import {
  listDevices,
  type Device,
  type DeviceFilters,
  type DevicePage,
} from '../../../dataProviders/merchant-support/devices';
import type { TableColumn } from '../../common/ColumnTable';
import { FilterForm, FilterSelect } from '../../common/FilterForm';
import { useFilteredPages } from '../../common/filtered-pages';
import { PagedColumnTable } from '../../common/PagedColumnTable';
import { MOVE_PART } from '../devices/parts';
import type { SubPageProps } from '../devices/sub-pages';
import { OnboardDialog } from './OnboardDialog';

const T = 'devices.onboarding';

/**
 * Onboarding (/swipe/onboarding, /speaker/onboarding): the product's IN_STOCK devices by model; Allocate opens the
 * allocation to a merchant's store with a plan and an optional coupon (the lifecycle's ALLOCATED move on the server).
 */
export default function OnboardingView({ kind, page }: SubPageProps) {
  const translate = useTranslate();
  const { canAccess: canAllocate } = useCanAccess({ resource: MOVE_PART[page], action: 'access' });
  const list = useFilteredPages<DeviceFilters, DevicePage>(`onboarding-stock-${kind}`, listDevices, 20, {
    kind,
    status: 'IN_STOCK',
  });
  const [model, setModel] = useState('');
  const [allocating, setAllocating] = useState<Device | null>(null);
  const columns: readonly TableColumn<Device & { id: string }>[] = [
    { label: `${T}.f.serial`, render: (d) => d.deviceSerial },
    { label: `${T}.f.model`, render: (d) => d.model },
    { label: 'devices.f.warehouse', render: (d) => d.warehouseId },
    ...(canAllocate
      ? [
          {
            label: `${T}.f.actions`,
            render: (d: Device) => (
              <Button
                size="small"
                variant="outlined"
                aria-label={`${translate(`${T}.allocate`)} ${d.deviceSerial}`}
                onClick={() => setAllocating(d)}
              >
                {translate(`${T}.allocate`)}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(`${T}.title`)}
      </Typography>
      <FilterForm
        label={`${T}.filters`}
        apply="devices.apply"
        onSubmit={() => list.apply({ kind, status: 'IN_STOCK', model })}
      >
        <FilterSelect
          label={translate(`${T}.f.model`)}
          any={`${T}.any`}
          value={model}
          options={DEVICE_MODELS[kind].map((m) => ({ value: m, label: m }))}
          onChange={setModel}
        />
      </FilterForm>
      <PagedColumnTable
        list={list}
        label={`${T}.title`}
        items={`${T}.items`}
        columns={columns}
        rowsOf={(data) => data.content.map((d) => ({ ...d, id: d.deviceSerial }))}
      />
      {allocating && <OnboardDialog device={allocating} onClose={() => setAllocating(null)} />}
    </>
  );
}
