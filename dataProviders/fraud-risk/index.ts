/**
 * The fraud-risk backend (spec §7; issue 43 item 4): `success` true → `data`, as investment's. It serves no
 * react-admin resource: the FRM calls are declared (contract/frm/calls.ts) and made from ./frm.ts.
 */
import type { DataProvider } from 'react-admin';
import { listsOnly } from '../endpoint-client';

export function fraudRiskDataProvider(): DataProvider {
  const why = 'The fraud-risk backend is called through its declared endpoints (dataProviders/fraud-risk/frm.ts).';
  return listsOnly(() => Promise.reject(new Error(why)), why);
}
