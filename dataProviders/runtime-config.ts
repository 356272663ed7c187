import { defaultConsoleConfig, mergeConsoleConfig, type Backend, type ConsoleConfig } from '../contract/backends';

let current: ConsoleConfig = defaultConsoleConfig();

/** Reads /crm/config.json (one base URL per backend) so one build can point at other backends without a rebuild. */
export async function loadRuntimeConfig(
  fetcher: typeof fetch = fetch,
  url = `${import.meta.env.BASE_URL}config.json`,
): Promise<ConsoleConfig> {
  try {
    const response = await fetcher(url, { cache: 'no-cache' });
    current = mergeConsoleConfig(response.ok ? await response.json() : {});
  } catch {
    current = defaultConsoleConfig();
  }
  return current;
}

export function backendUrl(backend: Backend): string {
  return current.backends[backend];
}

export function superAdminRoleId(): number {
  return current.superAdminRoleId;
}

/** How long without input before the console locks (the server's SESSION_IDLE_SECONDS; 0: never). */
export function sessionIdleSeconds(): number {
  return current.sessionIdleSeconds;
}

/** The single sign-on button's label when the server offers one (contract/sso.ts), else null. */
export function ssoLabel(): string | null {
  return current.sso?.label ?? null;
}
