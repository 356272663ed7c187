import { useState } from 'react';
import { Button } from '@mui/material';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import {
  CreateButton,
  DataTable,
  List,
  SelectInput,
  TextInput,
  TopToolbar,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { DateTimeField } from '../../src/common/DateTimeField';
import { EmptyList } from '../../src/common/EmptyList';
import { ListError } from '../../src/common/ListError';
import { CATEGORY_NAMES, OFFER_STATUSES } from '../../contract/entities/offer-values';
import { ListPagination } from '../../src/common/ListPagination';
import { OFFERS_FIRST_PAGE } from '.';
import { SavedViewsButton } from '../../src/common/saved-views/SavedViewsButton';
import { onFirstOpen } from '../../src/common/lazy-mount';
import { LightTableBody } from '../../src/common/LightTableBody';
import { RecordLinkButton } from '../../src/common/RecordLinkButton';
import { OFFERS } from '../../contract/bindings';
import { useFiltersAfterRows } from '../../src/common/filters-after-rows';

/** Offer Details (§2.13) and the cards in it are fetched when it first opens (issue 18). */
const OfferDetailsDialog = onFirstOpen(
  () => import('./OfferDetailsDialog').then((module) => module.OfferDetailsDialog),
  (props: { open: boolean; onClose: () => void }) => props.open,
);

const asChoices = (values: readonly string[]) => values.map((id) => ({ id, name: id }));

/** §3.5 list filters: brand, status, categoryName. */
const filters = [
  <TextInput key="brand" source="brand" alwaysOn />,
  <SelectInput key="status" source="status" choices={asChoices(OFFER_STATUSES)} alwaysOn />,
  <SelectInput key="categoryName" source="categoryName" choices={asChoices(CATEGORY_NAMES)} alwaysOn />,
];

function OfferListActions() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <TopToolbar>
      <Button size="small" startIcon={<ViewModuleIcon />} onClick={() => setOpen(true)}>
        {translate('resources.postpe-offers.details_title')}
      </Button>
      <CreateButton />
      <SavedViewsButton />
      <OfferDetailsDialog open={open} onClose={() => setOpen(false)} />
    </TopToolbar>
  );
}

/** /postpe-offers: ACTIVE offers by default (§4, §9), 20 a page; start and end as dd/MM/yy HH:mm:ss (§9). */
export default function OfferList() {
  const { canAccess: canShow } = useCanAccess({ resource: OFFERS.name, action: 'show' });
  const { canAccess: canEdit } = useCanAccess({ resource: OFFERS.name, action: 'edit' });
  const shownFilters = useFiltersAfterRows(filters);
  return (
    <List
      exporter={false}
      title="resources.postpe-offers.title"
      filters={shownFilters}
      filterDefaultValues={OFFERS_FIRST_PAGE.filter}
      sort={OFFERS_FIRST_PAGE.sort}
      perPage={OFFERS_FIRST_PAGE.perPage}
      pagination={<ListPagination />}
      actions={<OfferListActions />}
      empty={false}
      error={<ListError />}
    >
      <DataTable rowClick={false} bulkActionButtons={false} body={LightTableBody} empty={<EmptyList />}>
        <DataTable.Col source="brand" />
        <DataTable.Col source="categoryName" disableSort />
        <DataTable.Col source="category" disableSort />
        <DataTable.Col source="couponCode" disableSort />
        <DataTable.Col source="status" disableSort />
        <DataTable.Col source="startTime">
          <DateTimeField source="startTime" />
        </DataTable.Col>
        <DataTable.Col source="endTime">
          <DateTimeField source="endTime" />
        </DataTable.Col>
        <DataTable.Col label="ra.action.show" disableSort>
          {canShow ? <RecordLinkButton type="show" /> : null}
        </DataTable.Col>
        <DataTable.Col label="ra.action.edit" disableSort>
          {canEdit ? <RecordLinkButton type="edit" /> : null}
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
