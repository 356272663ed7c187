import type { DataProvider, GetListResult, RaRecord } from 'react-admin';

/** The API's largest page (server/routes/payouts/index.ts `limit` maximum). */
export const PAYOUTS_MAX_PAGE = 200;

/** Custom read of the payouts provider: every page of a filtered list, for screens that filter or merge on their side. */
export interface PayoutListActions {
  /** Reads pages of 200, newest first, until the list ends or `max` rows are read; `total` is the list's whole size. */
  getAllPages(resource: string, params: { filter: Record<string, unknown>; max?: number }): Promise<GetListResult>;
}

export function payoutListActions(getList: DataProvider['getList']): PayoutListActions {
  return {
    async getAllPages(resource, { filter, max = 10 * PAYOUTS_MAX_PAGE }) {
      const data: RaRecord[] = [];
      let total = 0;
      for (let page = 1; data.length < max; page += 1) {
        const result = await getList(resource, {
          filter,
          pagination: { page, perPage: PAYOUTS_MAX_PAGE },
          sort: { field: 'createdAt', order: 'DESC' },
        });
        total = result.total ?? data.length + result.data.length;
        data.push(...result.data);
        if (result.data.length < PAYOUTS_MAX_PAGE || data.length >= total) break;
      }
      return { data: data.slice(0, max), total };
    },
  };
}
