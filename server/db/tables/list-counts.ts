/** One total per (table, status), and per table under the status '' (all its rows): migration 0038. */
export interface ListCountTable {
  list: string;
  bucket: string;
  n: number | string;
}
