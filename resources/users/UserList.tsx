import { useMemo } from 'react';
import {
  DataTable,
  DeleteWithConfirmButton,
  FunctionField,
  List,
  SearchInput,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { USERS } from '../../contract/bindings';
import { formatDate } from '../../src/format';
import { csvExporter } from '../../src/format/csv-exporter';
import { EmptyList } from '../../src/common/EmptyList';
import { ListError } from '../../src/common/ListError';
import { ListPagination } from '../../src/common/ListPagination';
import { USERS_FIRST_PAGE } from '.';
import { ListActionsWithViews } from '../../src/common/saved-views/ListActionsWithViews';
import { useObjectToast } from '../../src/common/object-toast';
import { userName } from './user-name';
import { LightTableBody } from '../../src/common/LightTableBody';
import { RecordLinkButton } from '../../src/common/RecordLinkButton';
import { YesNoIcon } from '../../src/common/YesNoIcon';
import { AfterRows } from '../../src/common/AfterRows';
import { useFiltersAfterRows } from '../../src/common/filters-after-rows';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

interface UserRow {
  name: string;
  email: string;
  mobile?: string;
  disabled: boolean;
  otpLocked: boolean;
  createdAt: number;
}

/** The columns on screen, under their headers, through the console's one CSV exporter (BOM, formula escaping). */
function useUsersExporter() {
  const translate = useTranslate();
  return useMemo(
    () =>
      csvExporter<UserRow>('users', () => [
        { header: translate('resources.users.fields.name'), value: (r) => r.name },
        { header: translate('resources.users.fields.email'), value: (r) => r.email },
        { header: translate('resources.users.fields.mobile'), value: (r) => r.mobile },
        { header: translate('resources.users.fields.disabled'), value: (r) => r.disabled },
        { header: translate('resources.users.fields.otpLocked'), value: (r) => r.otpLocked },
        { header: translate('resources.users.fields.createdAt'), value: (r) => formatDate(r.createdAt) },
      ]),
    [translate],
  );
}

/**
 * /user, the landing page. Create, edit and delete buttons are drawn only with the permission: the list asks once per
 * action (the console's rules are per resource), where react-admin's DeleteButton asked for each row's record (20
 * access checks and 20 renders after the rows).
 */
export default function UserList() {
  const exporter = useUsersExporter();
  const deleted = useObjectToast('users', userName);
  const { canAccess: canEdit } = useCanAccess({ resource: USERS.name, action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: USERS.name, action: 'delete' });
  const shownFilters = useFiltersAfterRows(filters);
  return (
    <List
      exporter={exporter}
      title="resources.users.title"
      filters={shownFilters}
      sort={USERS_FIRST_PAGE.sort}
      perPage={USERS_FIRST_PAGE.perPage}
      pagination={<ListPagination />}
      empty={<EmptyList />}
      error={<ListError />}
      actions={<ListActionsWithViews />}
    >
      <DataTable rowClick={false} bulkActionButtons={false} body={LightTableBody}>
        <DataTable.Col source="name" label="resources.users.fields.name" />
        <DataTable.Col source="email" label="resources.users.fields.email" />
        <DataTable.Col source="mobile" label="resources.users.fields.mobile" disableSort />
        <DataTable.Col
          source="disabled"
          label="resources.users.fields.disabled"
          disableSort
          render={(r: UserRow) => <YesNoIcon value={r.disabled} />}
        />
        <DataTable.Col
          source="otpLocked"
          label="resources.users.fields.otpLocked"
          disableSort
          render={(r: UserRow) => <YesNoIcon value={r.otpLocked} />}
        />
        <DataTable.Col source="createdAt" label="resources.users.fields.createdAt">
          <FunctionField<{ createdAt: number }> render={(r) => formatDate(r.createdAt)} />
        </DataTable.Col>
        <DataTable.Col label="ra.action.edit" disableSort>
          {canEdit ? <RecordLinkButton type="edit" /> : null}
        </DataTable.Col>
        <DataTable.Col label="ra.action.delete" disableSort>
          {canDelete ? (
            <AfterRows>
              <DeleteWithConfirmButton mutationMode="pessimistic" mutationOptions={{ onSuccess: deleted('deleted') }} />
            </AfterRows>
          ) : null}
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
