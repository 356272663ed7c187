/** jsonexport ships no types; react-admin's exporter calls it as (data, [options,] callback). */
declare module 'jsonexport/dist/index.js' {
  const jsonExport: (data: unknown, ...rest: unknown[]) => void;
  export default jsonExport;
}
