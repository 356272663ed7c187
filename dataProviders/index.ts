import { combineDataProviders, type DataProvider } from 'react-admin';
import type { ResourceBundle } from '../resources/types';
import type { Backend } from './backends';
import { adminDataProvider } from './admin';

type BackendFactory = (baseUrl: string) => DataProvider;

/** One provider factory per backend; resources name their backend in their bundle. */
const FACTORIES: Partial<Record<Backend, BackendFactory>> = {
  admin: adminDataProvider,
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

/** `combineDataProviders` over the resource → backend table (DESIGN.md §3). */
export function buildDataProvider(resources: readonly ResourceBundle[], backendUrl: (b: Backend) => string): DataProvider {
  const byBackend = new Map<Backend, DataProvider>();
  const providerFor = (backend: Backend): DataProvider => {
    let provider = byBackend.get(backend);
    if (!provider) {
      const factory = FACTORIES[backend];
      if (!factory) throw new Error(`No data provider for backend "${backend}"`);
      provider = factory(backendUrl(backend));
      byBackend.set(backend, provider);
    }
    return provider;
  };
  const byResource = new Map(resources.map((r) => [r.name, r]));
  return combineDataProviders((resource) => {
    const bundle = byResource.get(resource);
    if (!bundle) throw new Error(`Unknown resource "${resource}"`);
    const provider = providerFor(bundle.backend);
    return bundle.apiPath ? withApiPath(provider, bundle.apiPath) : provider;
  });
}
