import type { GetListParams } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { fromCardList, toCardQuery } from '../../../dataProviders/card/query';
import { fromChargebackList, toChargebackQuery } from '../../../dataProviders/chargeback/query';
import { toCrmQuery } from '../../../dataProviders/crm/query';
import { toInvestmentQuery } from '../../../dataProviders/investment/query';
import { toMerchantSupportQuery } from '../../../dataProviders/merchant-support/query';
import { toPaymentSupportQuery } from '../../../dataProviders/payment-support/query';
import { fromPayoutsList, toPayoutsQuery } from '../../../dataProviders/payouts/query';
import { fromPostpeList, toPostpeQuery } from '../../../dataProviders/postpe/query';
import {
  ALERT_LOG_PAGING,
  BATCH_STATUS_PAGE_SIZES,
  BATCH_STATUS_PAGING,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
} from '../../../dataProviders/page-defaults';
import { fromPageQuery, toListResult, toPageQuery } from '../../../dataProviders/rest/paging';
import { PAGING, type PagingStyle } from '../../../contract/resource-api';

const params = (page: number, perPage: number, extra: Partial<GetListParams> = {}): GetListParams => ({
  pagination: { page, perPage },
  sort: { field: 'createdAt', order: 'DESC' },
  filter: {},
  ...extra,
});

describe('paging conventions, both ways', () => {
  /** [convention, style, react-admin page, perPage, query sent] */
  const cases: [string, PagingStyle, number, number, Record<string, number>][] = [
    ['page/limit 1-based', PAGING.pageLimit, 1, 20, { page: 1, limit: 20 }],
    ['page/limit 1-based, page 3', PAGING.pageLimit, 3, 50, { page: 3, limit: 50 }],
    ['page/size 0-based', PAGING.pageSize, 1, 20, { page: 0, size: 20 }],
    ['page/size 0-based, page 4', PAGING.pageSize, 4, 10, { page: 3, size: 10 }],
    ['pageNum/pageSize 0-based (bill payments)', PAGING.pageNumPageSize, 1, 20, { pageNum: 0, pageSize: 20 }],
    ['pageNum/pageSize 1-based (loans)', { ...PAGING.pageNumPageSize, base: 1 }, 2, 20, { pageNum: 2, pageSize: 20 }],
    ['page_no/page_size 1-based (rewards)', PAGING.pageNoPageSize, 1, 20, { page_no: 1, page_size: 20 }],
    ['page_num/page_size 0-based (statement)', PAGING.pageNumPageSizeSnake, 2, 100, { page_num: 1, page_size: 100 }],
    ['page/limit from 0 (alert log)', { ...PAGING.pageLimit, base: 0 }, 1, 10, { page: 0, limit: 10 }],
  ];
  it.each(cases)('%s', (_name, style, page, perPage, query) => {
    expect(toPageQuery({ page, perPage }, style)).toEqual(query);
    expect(fromPageQuery(query, style)).toEqual({ page, perPage });
  });
});

describe('each backend query', () => {
  const filter = { status: 'ACTIVE', brand: '', q: undefined, tags: ['a', 'b'] };
  it.each([
    [
      'postpe: 0-based page/size with sort and order',
      toPostpeQuery(params(2, 20, { filter })),
      { status: 'ACTIVE', tags: ['a', 'b'], sort: 'createdAt', order: 'desc', page: 1, size: 20 },
    ],
    [
      'postpe rewards declare page_no/page_size',
      toPostpeQuery(params(1, 20), { paging: 'pageNoPageSize' }),
      { sort: 'createdAt', order: 'desc', page_no: 1, page_size: 20 },
    ],
    [
      'payouts: 1-based page/limit',
      toPayoutsQuery(params(1, 20)),
      { sort: 'createdAt', order: 'desc', page: 1, limit: 20 },
    ],
    [
      'payouts: alert log from 0, no sort',
      toPayoutsQuery(params(1, 10), { paging: { ...PAGING.pageLimit, base: 0 }, sort: false }),
      { page: 0, limit: 10 },
    ],
    ['payment-support: page/limit, no sort', toPaymentSupportQuery(params(2, 50)), { page: 2, limit: 50 }],
    [
      'merchant support: page/size 0-based',
      toMerchantSupportQuery(params(1, 10, { filter: { status: 'DONE' } })),
      { status: 'DONE', page: 0, size: 10 },
    ],
    ['crm: page/size 0-based by default', toCrmQuery(params(1, 10)), { page: 0, size: 10 }],
    [
      'crm: audit declares page/limit 0-based',
      toCrmQuery(params(1, 10), { paging: { ...PAGING.pageLimit, base: 0 } }),
      { page: 0, limit: 10 },
    ],
    ['investment: page/limit 1-based', toInvestmentQuery(params(1, 20)), { page: 1, limit: 20 }],
    [
      'chargeback: page/limit 1-based plus sourceProduct SWIPE',
      toChargebackQuery(params(1, 20, { filter: { status: 'Processing' } })),
      { status: 'Processing', page: 1, limit: 20, sourceProduct: 'SWIPE' },
    ],
    [
      'chargeback: sourceProduct from the filter',
      toChargebackQuery(params(1, 20, { filter: { sourceProduct: 'QR' } })),
      { sourceProduct: 'QR', page: 1, limit: 20 },
    ],
    [
      'chargeback: sourceProduct from the resource',
      toChargebackQuery(params(1, 20), { fixedQuery: { sourceProduct: 'QR' } }),
      { page: 1, limit: 20, sourceProduct: 'QR' },
    ],
    ['card: filters only', toCardQuery(params(1, 20, { filter: { consumerId: 'C1' } })), { consumerId: 'C1' }],
    [
      'upper-case order when declared',
      toPostpeQuery(params(1, 20), { sort: { field: 'sortBy', order: 'dir', upperCase: true } }),
      { sortBy: 'createdAt', dir: 'DESC', page: 0, size: 20 },
    ],
  ])('%s', (_name, query, expected) => {
    expect(query).toEqual(expected);
  });
});

describe('totals back', () => {
  const rows = [{ id: 1 }, { id: 2 }];
  it.each([
    [
      'Spring content + totalElements',
      toListResult({ content: rows, totalElements: 42, totalPages: 3 }, params(1, 20)),
      { data: rows, total: 42 },
    ],
    [
      'payouts paged data',
      fromPayoutsList({ content: rows, page: 1, limit: 2, totalElements: 9, totalPages: 5 }, params(1, 2)),
      { data: rows, total: 9 },
    ],
    ['total as text', toListResult({ content: rows, total: '7' }, params(1, 20)), { data: rows, total: 7 }],
    [
      'nested pagination totals',
      toListResult({ content: rows, pagination: { totalElements: 12 } }, params(1, 2)),
      { data: rows, total: 12 },
    ],
    [
      'only totalPages → pageInfo',
      toListResult({ content: rows, totalPages: 3 }, params(2, 2)),
      { data: rows, pageInfo: { hasNextPage: true, hasPreviousPage: true } },
    ],
    [
      'only totalPages, last page',
      toListResult({ content: rows, totalPages: 2 }, params(2, 2)),
      { data: rows, pageInfo: { hasNextPage: false, hasPreviousPage: true } },
    ],
    ['bare list shorter than a page → its length', toListResult(rows, params(1, 20)), { data: rows, total: 2 }],
    [
      'bare full page → pageInfo',
      toListResult(rows, params(1, 2)),
      { data: rows, pageInfo: { hasNextPage: true, hasPreviousPage: false } },
    ],
    [
      'declared list and total keys (CRM audit)',
      toListResult({ requestAudits: rows, count: 1, totalAudits: 30 }, params(1, 10), {
        listKey: 'requestAudits',
        totalKey: 'totalAudits',
      }),
      { data: rows, total: 30 },
    ],
    [
      'chargeback Response list',
      fromChargebackList({ success: true, Response: rows, totalCount: 5 }, params(1, 20)),
      { data: rows, total: 5 },
    ],
    ['postpe list', fromPostpeList({ content: rows, totalElements: 2 }, params(1, 20)), { data: rows, total: 2 }],
    ['card pages the answer itself', fromCardList([...rows, { id: 3 }], params(2, 2)), { data: [{ id: 3 }], total: 3 }],
    ['no list at all', toListResult({ message: 'x' }, params(1, 20)), { data: [], total: 0 }],
  ])('%s', (_name, result, expected) => {
    expect(result).toEqual(expected);
  });
});

describe('§9 page defaults', () => {
  it('are the spec values', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(20);
    expect(PAGE_SIZE_OPTIONS).toEqual([20, 50, 100, 200]);
    expect(ALERT_LOG_PAGING).toEqual({ page: 0, limit: 10 });
    expect(BATCH_STATUS_PAGE_SIZES).toEqual([5, 10, 25, 50]);
    expect(BATCH_STATUS_PAGING).toEqual({ page: 0, size: 10 });
  });
});
