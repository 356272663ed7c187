import { useMemo, type ReactNode } from 'react';
import {
  BooleanInput,
  CreateButton,
  DataTable,
  ExportButton,
  FilterButton,
  List,
  SelectInput,
  TextInput,
  TopToolbar,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { fieldsFor, type FieldSchema, type ResourceSchema } from '../../contract/schema';
import { EmptyList } from '../common/EmptyList';
import { ListError } from '../common/ListError';
import { ListPagination } from '../common/ListPagination';
import { SavedViewsButton } from '../common/saved-views/SavedViewsButton';
import { schemaCsvExporter } from './csv-export';
import { FieldValue } from './FieldValue';
import { ToggleButton } from './ToggleButton';
import { LightTableBody } from '../common/LightTableBody';
import { RecordLinkButton } from '../common/RecordLinkButton';
import { useFiltersAfterRows } from '../common/filters-after-rows';

function filterInput(field: FieldSchema) {
  const alwaysOn = typeof field.filter === 'object' && field.filter.alwaysOn;
  const props = { source: field.name, label: field.label, alwaysOn };
  if (field.type === 'select')
    return <SelectInput key={field.name} {...props} choices={[...(field.choices ?? [])]} translateChoice={false} />;
  if (field.type === 'boolean') return <BooleanInput key={field.name} {...props} />;
  return <TextInput key={field.name} {...props} />;
}

/** Per-resource additions to the generated list (issue 6 adds maker/checker row actions here). */
export interface ListOverrides {
  rowActions?: ReactNode;
}

/** List from a schema: sortable columns, filters, paging 20/50/100/200, 'No Record Found!', CSV export, toggles. */
export function SchemaList({ schema, overrides = {} }: { schema: ResourceSchema; overrides?: ListOverrides }) {
  const translate = useTranslate();
  const { canAccess: canCreate } = useCanAccess({ resource: schema.name, action: 'create' });
  const { canAccess: canEdit } = useCanAccess({ resource: schema.name, action: 'edit' });
  const { canAccess: canShow } = useCanAccess({ resource: schema.name, action: 'show' });
  const filters = useMemo(() => schema.fields.filter((f) => f.filter).map(filterInput), [schema]);
  const shownFilters = useFiltersAfterRows(filters);
  const addable = filters.some((filter) => !filter.props.alwaysOn);
  const actions = (
    <TopToolbar>
      {/* Filters not always on are added from here; views are saved with the Views button, on the server. */}
      {addable ? <FilterButton disableSaveQuery /> : null}
      {canCreate && schema.access.create ? <CreateButton /> : null}
      {schema.list.export ? <ExportButton maxResults={1000} /> : null}
      <SavedViewsButton />
    </TopToolbar>
  );
  return (
    <List
      title={translate(schema.title)}
      filters={shownFilters}
      filterDefaultValues={schema.list.filter}
      sort={schema.list.sort}
      perPage={schema.list.perPage}
      pagination={<ListPagination rowsPerPageOptions={[...schema.list.perPageOptions]} />}
      empty={<EmptyList />}
      error={<ListError />}
      actions={actions}
      exporter={schema.list.export ? schemaCsvExporter(schema, translate) : false}
    >
      <DataTable
        rowClick={false}
        // No row selection (README: lists have no bulk actions; react-admin's row checkboxes are also unlabelled).
        bulkActionButtons={false}
        body={LightTableBody}
      >
        {fieldsFor(schema, 'list').map((field) => (
          <DataTable.Col key={field.name} source={field.name} label={field.label} disableSort={!field.sortable}>
            <FieldValue field={field} />
          </DataTable.Col>
        ))}
        {(schema.list.toggles ?? []).map((toggle) => (
          <DataTable.Col key={toggle.name} label={toggle.label} disableSort>
            <ToggleButton toggle={toggle} schema={schema} />
          </DataTable.Col>
        ))}
        <DataTable.Col label="schema.action" disableSort>
          {schema.access.show && canShow ? <RecordLinkButton type="show" /> : null}
          {schema.access.edit && canEdit ? <RecordLinkButton type="edit" /> : null}
          {overrides.rowActions}
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

export default SchemaList;
