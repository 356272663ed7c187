import { combineDataProviders, type DataProvider } from 'react-admin';
import type { Binding } from '../contract/binding';
import type { Backend } from '../contract/backends';
import { adminDataProvider } from './admin';
import { cardDataProvider } from './card';
import { chargebackDataProvider } from './chargeback';
import { crmDataProvider } from './crm';
import { fraudRiskDataProvider } from './fraud-risk';
import { investmentDataProvider } from './investment';
import { merchantSupportDataProvider } from './merchant-support';
import { paymentSupportDataProvider } from './payment-support';
import { payoutsDataProvider } from './payouts';
import { lendingDataProvider, postpeDataProvider } from './postpe';
import type { ResourceApi, ResourceApiTable } from '../contract/resource-api';

/** A backend's provider factory: its base URL and the `api` quirks of the resources it serves, keyed by path. */
type BackendFactory = (baseUrl: string, apis: ResourceApiTable) => DataProvider;

/** One provider factory per backend; resources name their backend in their bundle. */
const FACTORIES: Record<Backend, BackendFactory> = {
  admin: adminDataProvider,
  crm: crmDataProvider,
  'payment-support': paymentSupportDataProvider,
  postpe: postpeDataProvider,
  lending: lendingDataProvider,
  card: cardDataProvider,
  chargeback: chargebackDataProvider,
  investment: investmentDataProvider,
  payouts: payoutsDataProvider,
  'merchant-support': merchantSupportDataProvider,
  'fraud-risk': fraudRiskDataProvider,
};

/** Renames a resource to its path on the backend (e.g. `user` → `users`), leaving everything else alone. */
function withApiPath(provider: DataProvider, apiPath: string): DataProvider {
  return new Proxy(provider, {
    get(target, method: string) {
      const fn = target[method];
      if (typeof fn !== 'function') return fn;
      return (_resource: string, ...rest: unknown[]) => fn.call(target, apiPath, ...rest);
    },
  });
}

/** Each backend's resources' `api` options, keyed by the name its provider is called with (path or name). */
function apiTables(resources: readonly Binding[]): Map<Backend, Record<string, ResourceApi>> {
  const tables = new Map<Backend, Record<string, ResourceApi>>();
  for (const bundle of resources) {
    if (!bundle.api) continue;
    const table = tables.get(bundle.backend) ?? {};
    table[bundle.path ?? bundle.name] = bundle.api;
    tables.set(bundle.backend, table);
  }
  return tables;
}

/** `combineDataProviders` over the resource → backend table (DESIGN.md §3). */
export function buildDataProvider(resources: readonly Binding[], backendUrl: (b: Backend) => string): DataProvider {
  const byBackend = new Map<Backend, DataProvider>();
  const tables = apiTables(resources);
  const providerFor = (backend: Backend): DataProvider => {
    let provider = byBackend.get(backend);
    if (!provider) {
      const factory = FACTORIES[backend];
      if (!factory) throw new Error(`No data provider for backend "${backend}"`);
      provider = factory(backendUrl(backend), tables.get(backend) ?? {});
      byBackend.set(backend, provider);
    }
    return provider;
  };
  const byResource = new Map(resources.map((r) => [r.name, r]));
  const combined = combineDataProviders((resource) => {
    const bundle = byResource.get(resource);
    if (!bundle) throw new Error(`Unknown resource "${resource}"`);
    const provider = providerFor(bundle.backend);
    return bundle.path && bundle.path !== bundle.name ? withApiPath(provider, bundle.path) : provider;
  });
  return withAbortSignal(combined);
}

/**
 * react-admin passes its AbortSignal only when `dataProvider.supportAbortSignal === true`; combineDataProviders
 * answers every property with a function, so without this no request would ever be cancelled on leaving a page.
 */
function withAbortSignal(provider: DataProvider): DataProvider {
  return new Proxy(provider, {
    get: (target, name) => (name === 'supportAbortSignal' ? true : Reflect.get(target, name)),
  });
}
