// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadAreas } from '../../../src/i18n';
import CpvAgentsPage from '../../../src/pages/cpv/CpvAgentsPage';
import AssignCpvPage from '../../../src/pages/cpv/AssignCpvPage';
import CpvReportsPage from '../../../src/pages/cpv/CpvReportsPage';
import { assignCpvPage, cpvAgentsPage, cpvReportsPage } from '../../../src/pages/cpv';
import { referralCodePage } from '../../../src/pages/referral-code';
import { PageRoute } from '../../../src/layout/PageRoute';
import { Notification } from 'react-admin';
import type { ReactNode } from 'react';
import { renderInAdmin as renderBare, signInWith } from '../helpers/admin-harness';

/** The page with the toasts it raises. */
const renderInAdmin = (node: ReactNode) =>
  renderBare(
    <>
      {node}
      <Notification />
    </>,
  );

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown, message = 'Success') => json({ success: true, message, data });

const RAVI = {
  id: 1,
  name: 'Ravi Kumar',
  email: 'ravi.kumar@field.example',
  mobile: 'XXXXXX0001',
  city: 'Pune',
  pincodes: ['411041', '411049'],
  active: true,
  open: 2,
  version: 3,
};
const SUNITA = { ...RAVI, id: 2, name: 'Sunita Patil', email: 'sunita@field.example', open: 0, pincodes: ['411041'] };
const MEENA = { ...RAVI, id: 4, name: 'Meena Joshi', email: 'meena@field.example', active: false, open: 0 };
const VISIT = {
  id: 9,
  merchantId: '1000041',
  merchantName: 'Pune Traders 0041',
  city: 'Pune',
  pincode: '411041',
  address: null,
  status: 'PENDING',
  agentId: null,
  agentName: null,
  scheduledFor: null,
  outcome: null,
  remark: null,
  requestedAt: 0,
  assignedAt: null,
  closedAt: null,
  version: 0,
};

const fetchMock = vi.fn<typeof fetch>();
beforeAll(() => loadAreas(['cpv']));
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  signInWith(['CAN_MANAGE_CPV_AGENTS', 'CAN_ASSIGN_CPV', 'CAN_VIEW_CPV_REPORTS']);
});
afterEach(() => vi.unstubAllGlobals());

const urlOf = (call: number) => String(fetchMock.mock.calls[call]![0]);
const callTo = (pattern: RegExp, method = 'POST') =>
  fetchMock.mock.calls.find(([url, init]) => pattern.test(String(url)) && (init?.method ?? 'GET') === method);
const bodyTo = (pattern: RegExp) => JSON.parse(String(callTo(pattern)![1]!.body)) as Record<string, unknown>;

describe('/cpv-add-agent', () => {
  it('lists the agents, adds one with its pincodes parsed, and names it in the toast', async () => {
    fetchMock.mockImplementation(async (url, init) =>
      init?.method === 'POST' ? ok({ ...SUNITA, id: 7, name: 'Kiran Rao' }, 'Agent saved.') : ok([RAVI, MEENA]),
    );
    renderInAdmin(<CpvAgentsPage />);
    const table = await screen.findByRole('table', { name: 'CPV field agents' });
    expect(within(table).getByText('Ravi Kumar')).toBeTruthy();
    expect(within(table).getAllByText('XXXXXX0001')).toHaveLength(2);
    expect(within(table).getByText('Inactive')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add agent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a CPV field agent' });
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    const type = (name: RegExp, value: string) =>
      fireEvent.change(within(dialog).getByRole('textbox', { name }), { target: { value } });
    type(/^Name/, 'Kiran Rao');
    type(/^E-mail/, 'kiran@field.example');
    type(/^Mobile/, '9811100009');
    type(/^City/, 'Pune');
    type(/^Pincodes served/, '411041, 411049 411041');
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    expect(await screen.findByText('Agent Kiran Rao saved.')).toBeTruthy();
    expect(bodyTo(/\/api\/crm\/cpv\/agents$/)).toEqual({
      name: 'Kiran Rao',
      email: 'kiran@field.example',
      mobile: '9811100009',
      city: 'Pune',
      pincodes: ['411041', '411049'],
      active: true,
    });
    expect(new Headers(callTo(/\/cpv\/agents$/)![1]!.headers).get('idempotency-key')).toBeTruthy();
  });

  it('deactivates after a confirmation that restates the agent; the server refusal (open visits) is shown', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'POST'
        ? json({ success: false, message: 'This agent has 2 open visits: reassign or close them first.' }, 409)
        : ok([RAVI]),
    );
    renderInAdmin(<CpvAgentsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Ravi Kumar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate agent Ravi Kumar?' });
    expect(within(dialog).getByText('411041, 411049')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('This agent has 2 open visits: reassign or close them first.')).toBeTruthy();
    const body = bodyTo(/\/cpv\/agents\/1$/);
    expect(body).toMatchObject({ active: false, version: 3, pincodes: ['411041', '411049'] });
    expect(body).not.toHaveProperty('mobile');
  });
});

describe('/assign-cpv', () => {
  it('shows the agent load least loaded first, and assigns a visit to an active agent serving its pincode', async () => {
    fetchMock.mockImplementation(async (url, init) => {
      const u = String(url);
      if (init?.method === 'POST') return ok({ ...VISIT, status: 'ASSIGNED', agentId: 2, agentName: 'Sunita Patil' });
      if (u.includes('/cpv/visits')) return ok({ content: [VISIT], totalElements: 1 });
      return ok([RAVI, SUNITA, MEENA]);
    });
    renderInAdmin(<AssignCpvPage />);
    const load = await screen.findByRole('table', { name: 'Agent load' });
    const names = within(load)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[0]!.textContent);
    expect(names).toEqual(['Sunita Patil', 'Ravi Kumar']);
    fireEvent.click(await screen.findByRole('button', { name: 'Assign the visit to Pune Traders 0041 (1000041)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign the CPV visit' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Agent/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Sunita Patil (0 open visits)', 'Ravi Kumar (2 open visits)']);
    fireEvent.click(screen.getByRole('option', { name: 'Sunita Patil (0 open visits)' }));
    expect(within(dialog).getByText('Awaiting assignment')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Visit to Pune Traders 0041 (1000041) assigned to Sunita Patil.')).toBeTruthy();
    expect(bodyTo(/\/cpv\/visits\/9\/assign$/)).toMatchObject({ agentId: 2, version: 0 });
    expect(urlOf(0)).toMatch(/\/api\/crm\//);
  });

  it('says when no active agent serves the pincode', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('/cpv/visits')
        ? ok({ content: [{ ...VISIT, pincode: '452001' }], totalElements: 1 })
        : ok([RAVI, MEENA]),
    );
    renderInAdmin(<AssignCpvPage />);
    fireEvent.click(await screen.findByRole('button', { name: /^Assign the visit to/ }));
    expect(await screen.findByText(/No active agent serves pincode 452001/)).toBeTruthy();
  });
});

describe('/cpv-reports', () => {
  it('shows the server aggregate by period and agent with its totals', async () => {
    fetchMock.mockImplementation(async () =>
      ok({
        period: 'day',
        from: '2026-11-01',
        to: '2026-11-29',
        rows: [
          {
            period: '2026-11-28',
            agentId: 1,
            agentName: 'Ravi Kumar',
            verified: 2,
            notFound: 1,
            mismatch: 0,
            cancelled: 1,
            total: 4,
          },
          {
            period: '2026-11-27',
            agentId: null,
            agentName: null,
            verified: 0,
            notFound: 0,
            mismatch: 0,
            cancelled: 1,
            total: 1,
          },
        ],
        totals: { verified: 2, notFound: 1, mismatch: 0, cancelled: 2, total: 5 },
      }),
    );
    renderInAdmin(<CpvReportsPage />);
    const table = await screen.findByRole('table', { name: 'CPV outcomes by period and agent' });
    expect(within(table).getByText('Unassigned')).toBeTruthy();
    const total = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    expect([...total.querySelectorAll('td')].map((c) => c.textContent)).toEqual(['2', '1', '0', '2', '5']);
    expect(urlOf(0)).toMatch(/\/cpv\/reports\?.*period=day/);
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });
});

describe('the CPV routes and the referral screen refuse whoever lacks their key', () => {
  it.each([
    [cpvAgentsPage, ['CAN_ASSIGN_CPV', 'CAN_VIEW_CPV_REPORTS']],
    [assignCpvPage, ['CAN_MANAGE_CPV_AGENTS', 'CAN_VIEW_CPV_REPORTS']],
    [cpvReportsPage, ['CAN_MANAGE_CPV_AGENTS', 'CAN_ASSIGN_CPV']],
    [referralCodePage, ['CAN_MANAGE_CPV_AGENTS']],
  ] as const)("%# shows 'Not authorized!' without its key", async (page, others) => {
    signInWith(others);
    renderInAdmin(<PageRoute page={{ ...page, component: () => <p>the page</p> }} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not authorized!' })).toBeTruthy();
    expect(screen.queryByText('the page')).toBeNull();
  });
});
