/**
 * jsonexport for react-admin's default CSV exporter (ra-core/dist/export/defaultExporter.js), loaded when a list is
 * first exported rather than with every list: ra-core imports it into the list controller, whether or not the list
 * exports. vite.config.ts resolves that one import here; the same call, answered through its callback.
 */
type Callback = (error: Error | null, csv?: string) => void;

export default function jsonExport(data: unknown, ...rest: unknown[]): void {
  const callback = rest[rest.length - 1] as Callback;
  import('jsonexport/dist/index.js').then(
    ({ default: run }) => run(data, ...rest),
    (error: Error) => callback(error),
  );
}
