/**
 * The bench's reference (DESIGN.md §6): a stock react-admin app of the console's versions, as published: React,
 * ra-data-simple-rest, one resource, react-admin's own router (hash URLs), layout, theme and English messages. It lists
 * the admin API's staff users (GET /api/admin/users, simple-rest) with the bearer token the bench puts in
 * sessionStorage before load. Built by tests/bench/cold-load.ts with ./vite.config.ts; never shipped.
 */
import { createRoot } from 'react-dom/client';
import { Admin, BooleanField, DataTable, DateField, fetchUtils, List, Resource } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

const httpClient = (url: string, options: fetchUtils.Options = {}) =>
  fetchUtils.fetchJson(url, {
    ...options,
    user: { authenticated: true, token: `Bearer ${sessionStorage.getItem('token') ?? ''}` },
  });

const UserList = () => (
  <List sort={{ field: 'name', order: 'ASC' }}>
    <DataTable>
      <DataTable.Col source="name" />
      <DataTable.Col source="email" />
      <DataTable.Col source="mobile" />
      <DataTable.Col source="disabled">
        <BooleanField source="disabled" />
      </DataTable.Col>
      <DataTable.Col source="createdAt">
        <DateField source="createdAt" showTime />
      </DataTable.Col>
    </DataTable>
  </List>
);

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={simpleRestProvider('/api/admin', httpClient)} disableTelemetry>
    <Resource name="users" list={UserList} />
  </Admin>,
);
