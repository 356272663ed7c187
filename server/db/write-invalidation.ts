import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
/** A cache that drops what it holds about a table when this server writes to that table. */
export interface DropsOnWrite {
  invalidate(table: string): void;
}

function tableOf(node: OperationNode | undefined): string | null {
  if (!node) return null;
  if (node.kind === 'TableNode')
    return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
  if (node.kind === 'AliasNode') return tableOf((node as unknown as { node: OperationNode }).node);
  if (node.kind === 'FromNode') return tableOf((node as unknown as { froms: OperationNode[] }).froms[0]);
  return null;
}

function mutatedTable(node: RootOperationNode): string | null {
  switch (node.kind) {
    case 'InsertQueryNode':
      return tableOf(node.into);
    case 'UpdateQueryNode':
      return tableOf(node.table);
    case 'DeleteQueryNode':
      return tableOf(node.from);
    default:
      return null;
  }
}

/**
 * Tells the caches (list totals, kept list answers) whenever this server inserts, updates or deletes a table's rows,
 * before and after the statement runs, so no route has to remember to do it.
 */
export class WriteInvalidationPlugin implements KyselyPlugin {
  readonly #pending = new WeakMap<object, string>();
  readonly #caches: readonly DropsOnWrite[];
  constructor(...caches: DropsOnWrite[]) {
    this.#caches = caches;
  }

  #drop(table: string): void {
    for (const cache of this.#caches) cache.invalidate(table);
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const table = mutatedTable(node);
    if (table) {
      this.#drop(table);
      this.#pending.set(queryId, table);
    }
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const table = this.#pending.get(queryId);
    if (table) this.#drop(table);
    return result;
  }
}
