import type { Generated } from 'kysely';

/** A saved view (migration 0018): filters and columns as JSON text, sort as field and order, null when unset. */
export interface SavedViewTable {
  id: Generated<number>;
  owner_id: number;
  list_key: string;
  name: string;
  filters_json: string;
  sort_field: string | null;
  sort_order: string | null;
  columns_json: string | null;
  shared_role_id: number | null;
  version: Generated<number>;
  created_at: number;
  updated_at: number;
}
