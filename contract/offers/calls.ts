/**
 * Offers on the postpe backend (spec §3.5, §7.5), declared once (contract/endpoint.ts, issue 40): the list (a page from
 * 0), one offer, a new one (with an Idempotency-Key) and an edit (with its version). The paths are the OFFERS binding's, which the console's
 * generic provider reads (contract/bindings.ts), so the screens and the table cannot disagree; the reference backend
 * registers them through server/routes/declared.ts serve() (server/routes/postpe/offers.ts).
 */
import { pathOf } from '../binding';
import { OFFERS } from '../bindings';
import type { Endpoint } from '../endpoint';

const access = OFFERS.access;

export const OFFER_CALLS = {
  list: {
    backend: 'postpe',
    method: 'GET',
    path: pathOf(OFFERS, 'list'),
    access: { rules: access, actions: ['list'] },
    paging: 'spring',
  },
  one: { backend: 'postpe', method: 'GET', path: pathOf(OFFERS, 'one'), access: { rules: access, actions: ['show'] } },
  create: {
    backend: 'postpe',
    method: 'POST',
    path: pathOf(OFFERS, 'create'),
    access: { rules: access, actions: ['create'] },
    idempotent: true,
  },
  update: {
    backend: 'postpe',
    method: 'PUT',
    path: pathOf(OFFERS, 'update'),
    access: { rules: access, actions: ['edit'] },
  },
} as const satisfies Record<string, Endpoint>;

export const OFFER_ENDPOINTS: Readonly<Record<string, Endpoint>> = OFFER_CALLS;
