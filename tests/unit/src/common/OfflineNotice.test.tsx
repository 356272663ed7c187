// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { Offline } from '../../../../src/common/OfflineNotice';
import { renderInAdmin } from '../../helpers/admin-harness';

describe("react-admin's Offline notice without MUI's Alert", () => {
  it("says react-admin's words in an alert, for a resource and inline", async () => {
    renderInAdmin(
      <ResourceContextProvider value="limits">
        <Offline />
        <Offline variant="inline" />
      </ResourceContextProvider>,
    );
    const [block, inline] = await screen.findAllByRole('alert');
    expect(block!.textContent).toBe('No connectivity. Could not fetch data.');
    expect(block!.className).toContain('RaOffline-root');
    expect(inline!.textContent).toBe('No connectivity. Could not fetch data.');
    expect(inline!.className).toContain('RaOffline-inline');
  });
});
