import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import type { CountCache } from './count-cache.js';

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
 * Drops cached list totals of a table whenever this server inserts, updates or deletes its rows, before and after
 * the statement runs, so no route has to remember to do it.
 */
export class CountInvalidationPlugin implements KyselyPlugin {
  readonly #pending = new WeakMap<object, string>();
  constructor(private readonly counts: CountCache) {}

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const table = mutatedTable(node);
    if (table) {
      this.counts.invalidate(table);
      this.#pending.set(queryId, table);
    }
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const table = this.#pending.get(queryId);
    if (table) this.counts.invalidate(table);
    return result;
  }
}
