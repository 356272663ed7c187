import { BooleanField, DataTable, DateField, List, SearchInput } from 'react-admin';
import { EmptyList } from '../../src/common/EmptyList';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export default function UserList() {
  return (
    <List title="resources.users.title" filters={filters} sort={{ field: 'name', order: 'ASC' }} perPage={20} empty={<EmptyList />}>
      <DataTable>
        <DataTable.Col source="name" label="resources.users.fields.name" />
        <DataTable.Col source="email" label="resources.users.fields.email" />
        <DataTable.Col source="mobile" label="resources.users.fields.mobile" disableSort />
        <DataTable.Col source="disabled" label="resources.users.fields.disabled" disableSort>
          <BooleanField source="disabled" />
        </DataTable.Col>
        <DataTable.Col source="createdAt" label="resources.users.fields.createdAt">
          <DateField source="createdAt" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
