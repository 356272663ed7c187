import type { GetListParams } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { adminDataProvider } from '../../dataProviders/admin';
import { onUnauthorized, SESSION_EXPIRED_MESSAGE } from '../../dataProviders/http';
import { buildDataProvider } from '../../dataProviders/index';
import { payoutsDataProvider } from '../../dataProviders/payouts';
import type { ResourceBundle } from '../../resources/types';
import { liveBackendPerFile, type LiveBackend } from './live-backend';

let live: LiveBackend;
let token: string;
const list = (
  page: number,
  perPage: number,
  filter: Record<string, unknown>,
  field: string,
  order: 'ASC' | 'DESC',
): GetListParams => ({
  pagination: { page, perPage },
  sort: { field, order },
  filter,
});

liveBackendPerFile((started, signedIn) => {
  live = started;
  token = signedIn;
});

describe('payouts provider over real HTTP (page/limit from 1)', () => {
  it('pages, sorts and filters; totals from totalElements', async () => {
    const provider = payoutsDataProvider(`${live.origin}/api/payouts`);
    const first = await provider.getList('payout-requests', list(1, 5, {}, 'createdAt', 'DESC'));
    const second = await provider.getList('payout-requests', list(2, 5, {}, 'createdAt', 'DESC'));
    expect(first.total).toBe(1000);
    expect(first.data).toHaveLength(5);
    expect(second.data.map((p) => p.id)).not.toContain(first.data[0]?.id);
    const times = [...first.data, ...second.data].map((p) => Number(p.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const pending = await provider.getList(
      'payout-requests',
      list(1, 50, { status: 'APPROVAL_PENDING' }, 'amount', 'ASC'),
    );
    expect(pending.data.every((p) => p.status === 'APPROVAL_PENDING')).toBe(true);
    const amounts = pending.data.map((p) => Number(p.amount));
    expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
  });

  it('an unknown sort is refused with the server message', async () => {
    const provider = payoutsDataProvider(`${live.origin}/api/payouts`);
    const error = await provider.getList('payout-requests', list(1, 5, {}, 'nope', 'ASC')).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'API ERROR', status: 400 });
    expect((error as Error).message).toMatch(/sort/);
  });
});

describe('the combined provider routes resources to their backends over real HTTP', () => {
  it('reaches postpe and payouts through resource bundles', async () => {
    const bundles: ResourceBundle[] = [
      { name: 'postpe-offers', title: 'Offers', backend: 'postpe', path: 'offers', access: {} },
      { name: 'postpe-payouts', title: 'Payouts', backend: 'payouts', path: 'payout-requests', access: {} },
    ];
    const provider = buildDataProvider(bundles, (b) => `${live.origin}/api/${b}`);
    const offers = await provider.getList('postpe-offers', list(1, 3, { status: 'ACTIVE' }, 'id', 'ASC'));
    const payouts = await provider.getList('postpe-payouts', list(1, 3, {}, 'createdAt', 'DESC'));
    expect(offers.data).toHaveLength(3);
    expect(offers.data.every((o) => o.status === 'ACTIVE')).toBe(true);
    expect(payouts.data).toHaveLength(3);
    expect(payouts.total).toBe(1000);
  });
});

describe('admin provider (ra-data-simple-rest unchanged) over real HTTP', () => {
  it('lists users with the Content-Range total', async () => {
    const provider = adminDataProvider(`${live.origin}/api/admin`);
    const users = await provider.getList('users', list(1, 2, {}, 'email', 'ASC'));
    expect(users.data).toHaveLength(2);
    expect(users.total).toBeGreaterThan(2);
  });

  it('a bad token → 401 → unauthorized handler and the session-expired message', async () => {
    const handler = vi.fn();
    const off = onUnauthorized(handler);
    live.signIn('bad-token');
    const error = await adminDataProvider(`${live.origin}/api/admin`)
      .getList('users', list(1, 2, {}, 'email', 'ASC'))
      .catch((e: unknown) => e);
    live.signIn(token);
    off();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ name: 'API ERROR', status: 401, message: SESSION_EXPIRED_MESSAGE });
  });
});
