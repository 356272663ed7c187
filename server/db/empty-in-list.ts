import {
  BinaryOperationNode,
  OperationNodeTransformer,
  OperatorNode,
  ValueNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

const isEmptyList = (node: OperationNode): boolean =>
  (node.kind === 'PrimitiveValueListNode' || node.kind === 'ValueListNode') &&
  (node as unknown as { values: readonly unknown[] }).values.length === 0;

/** `x in ()` as `1 = 0` and `x not in ()` as `1 = 1`. */
class EmptyInListTransformer extends OperationNodeTransformer {
  protected override transformBinaryOperation(node: BinaryOperationNode): BinaryOperationNode {
    const operator = node.operator.kind === 'OperatorNode' ? (node.operator as OperatorNode).operator : null;
    if ((operator === 'in' || operator === 'not in') && isEmptyList(node.rightOperand))
      return BinaryOperationNode.create(
        ValueNode.createImmediate(1),
        OperatorNode.create('='),
        ValueNode.createImmediate(operator === 'in' ? 0 : 1),
      );
    return super.transformBinaryOperation(node);
  }
}

/**
 * An empty list after IN matches nothing, on both databases: SQLite accepts `in ()`, PostgreSQL refuses it as a
 * syntax error (a 500 for `?txnTypes=` on the limits route, issue 38 M7). Rewritten once here so no query has to guard.
 */
export class EmptyInListPlugin implements KyselyPlugin {
  readonly #transformer = new EmptyInListTransformer();

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(node);
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}
