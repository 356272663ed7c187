// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Form } from 'react-admin';
import { AutocompleteArrayInput, AutocompleteInput } from '../../../../src/bootstrap/lazy-reference-inputs';
import { renderInAdmin } from '../../helpers/admin-harness';

describe("react-admin's default reference inputs, fetched when first drawn", () => {
  it('draws the real autocompletes with their props once fetched', async () => {
    renderInAdmin(
      <Form>
        <AutocompleteInput source="merchant" label="Merchant" choices={[{ id: 1, name: 'Acme' }]} />
        <AutocompleteArrayInput source="roles" label="Roles" choices={[{ id: 1, name: 'Operations' }]} />
      </Form>,
    );
    expect(await screen.findByRole('combobox', { name: 'Merchant' })).toBeTruthy();
    expect(await screen.findByRole('combobox', { name: 'Roles' })).toBeTruthy();
  });
});
