// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ListBase, testDataProvider, useListContext } from 'react-admin';
import type { SavedView, SavedViewList } from '../../../../contract/saved-views/schemas';
import type { SavedViewsApi } from '../../../../dataProviders/crm/saved-views';
import { SavedViewsButton } from '../../../../src/common/saved-views/SavedViewsButton';
import { renderInAdmin, signInWith } from '../../helpers/admin-harness';
import { VIEW_NAME_MAX } from '../../../../contract/saved-views/limits';

const LIST = 'postpe-payouts';
const OPS = { id: 2, name: 'Operations' };

const view = (over: Partial<SavedView>): SavedView => ({
  id: 1,
  listKey: LIST,
  name: 'Pending newest',
  filters: { status: 'APPROVAL_PENDING' },
  sort: { field: 'amount', order: 'ASC' },
  columns: null,
  sharedRoleId: null,
  sharedRoleName: null,
  ownerId: 2,
  ownerName: 'Omar Ops Kapoor',
  mine: true,
  version: 3,
  createdAt: 0,
  updatedAt: 0,
  ...over,
});

function fakeApi(list: () => Promise<SavedViewList>) {
  return {
    list: vi.fn(list),
    create: vi.fn((...args: Parameters<SavedViewsApi['create']>) => Promise.resolve(view({ ...args[0], id: 7 }))),
    update: vi.fn((id: number) => Promise.resolve(view({ id, version: 4 }))),
    share: vi.fn((id: number) => Promise.resolve(view({ id, version: 5 }))),
    remove: vi.fn(() => Promise.resolve()),
  } satisfies SavedViewsApi;
}

/** Shows the list params the control reads and sets. */
function Params() {
  const { filterValues, sort } = useListContext();
  return (
    <output aria-label="params">
      {JSON.stringify(filterValues)} {sort.field} {sort.order}
    </output>
  );
}

function renderControl(api: SavedViewsApi) {
  signInWith(['CAN_VIEW_PAYOUT']);
  const dataProvider = testDataProvider({ getList: (() => Promise.resolve({ data: [], total: 0 })) as never });
  return renderInAdmin(
    <ListBase
      resource={LIST}
      filterDefaultValues={{ status: 'APPROVED' }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      disableSyncWithLocation
    >
      <SavedViewsButton api={api} />
      <Params />
    </ListBase>,
    { dataProvider },
  );
}

/** The first popover of the file renders its MUI code cold: on a loaded machine, more than findBy's one second. */
const SLOW = { timeout: 10_000 };
const openViews = async () => fireEvent.click(await screen.findByRole('button', { name: 'Views' }));
const params = () => screen.getByRole('status', { name: 'params' }).textContent;

// Dialogs and MUI selects in jsdom on two shared cores: these journeys take several seconds each.
describe('Saved views control', { timeout: 60_000 }, () => {
  afterEach(() => sessionStorage.clear());

  it('says when a list has no saved views yet', async () => {
    renderControl(fakeApi(() => Promise.resolve({ views: [], roles: [OPS] })));
    await openViews();
    expect(await screen.findByText('No saved views for this list yet.', {}, SLOW)).toBeTruthy();
  });

  it('shows a load failure with a retry that asks again', async () => {
    let calls = 0;
    const api = fakeApi(() =>
      ++calls === 1 ? Promise.reject(new Error('Network down')) : Promise.resolve({ views: [], roles: [OPS] }),
    );
    renderControl(api);
    await openViews();
    expect(await screen.findByText(/The views could not be loaded\. Network down/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No saved views for this list yet.', {}, SLOW)).toBeTruthy();
  });

  it('saves the current filters and sort under a name, shared with one of my roles, with an Idempotency-Key', async () => {
    const api = fakeApi(() => Promise.resolve({ views: [], roles: [OPS] }));
    renderControl(api);
    await openViews();
    fireEvent.click(await screen.findByText('Save current view…'));
    const dialog = await screen.findByRole('dialog', { name: 'Save current view' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: ' Approved ' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Share with' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Operations' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.create).toHaveBeenCalledTimes(1));
    expect(api.create.mock.calls[0]![0]).toEqual({
      listKey: LIST,
      name: 'Approved',
      filters: { status: 'APPROVED' },
      sort: { field: 'createdAt', order: 'DESC' },
      columns: null,
      sharedRoleId: OPS.id,
    });
    expect(api.create.mock.calls[0]![1]).toMatch(/\S+/);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save current view' })).toBeNull());
  });

  it('asks for a name before saving anything', async () => {
    const api = fakeApi(() => Promise.resolve({ views: [], roles: [OPS] }));
    renderControl(api);
    await openViews();
    fireEvent.click(await screen.findByText('Save current view…'));
    const dialog = await screen.findByRole('dialog', { name: 'Save current view' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a name')).toBeTruthy();
    expect(api.create).not.toHaveBeenCalled();
  });

  it('refuses a name that is too long with its message, keeping what was typed, and sends nothing', async () => {
    const api = fakeApi(() => Promise.resolve({ views: [], roles: [OPS] }));
    renderControl(api);
    await openViews();
    fireEvent.click(await screen.findByText('Save current view…'));
    const dialog = await screen.findByRole('dialog', { name: 'Save current view' });
    const long = 'x'.repeat(VIEW_NAME_MAX + 1);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: long } });
    expect((within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe(long);
    expect(within(dialog).getByText(`Cannot be more than ${VIEW_NAME_MAX} characters.`)).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.create).not.toHaveBeenCalled();
  });

  it("applies a colleague's shared view to the list's filters and sort, without offering to change it", async () => {
    const shared = view({
      id: 9,
      name: 'Team pending',
      mine: false,
      ownerName: 'Olga Ops',
      sharedRoleName: 'Operations',
    });
    renderControl(fakeApi(() => Promise.resolve({ views: [shared], roles: [OPS] })));
    await openViews();
    expect(await screen.findByText('Shared by Olga Ops · Shared with Operations')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Team pending' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Apply view Team pending' }));
    await waitFor(() => expect(params()).toBe('{"status":"APPROVAL_PENDING"} amount ASC'));
  });

  it('renames my view on the version I opened, and deletes it after confirming', async () => {
    const mine = view({});
    const api = fakeApi(() => Promise.resolve({ views: [mine], roles: [OPS] }));
    renderControl(api);
    await openViews();
    fireEvent.click(await screen.findByRole('button', { name: 'Rename or share Pending newest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename or share view' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Renamed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.update).toHaveBeenCalledWith(1, { name: 'Renamed', version: 3 }, expect.any(String)),
    );
    expect(api.share).not.toHaveBeenCalled();
    await openViews();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Pending newest' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith(1, 3, expect.any(String)));
  });
});
