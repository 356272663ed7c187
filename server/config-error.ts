/** A setting that cannot work: the server says which and stops before it listens (server/startup-errors.ts). */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
