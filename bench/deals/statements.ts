import type { Database, Kysely } from '@sponsorly/db';
import type { KyselyPlugin, OperationNode, RootOperationNode } from 'kysely';

/**
 * Counts the statements a piece of work sends, by kind and table (`select ledger_accounts`,
 * `insert user_events`, `raw`). `BEGIN` and `COMMIT` are the driver's and are not counted. On
 * PostgreSQL each statement is a round trip, so the count is the deal path's cost that the machine's
 * load does not move.
 */
export function statementCounter(db: Kysely<Database>) {
  let counts = new Map<string, number>();
  // A query written inside another (a CTE of a raw statement) is transformed too, but only the statement
  // sent gets a result: each is counted by its result.
  const names = new WeakMap<object, string>();
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      names.set(queryId, describe(node));
      return node;
    },
    transformResult: async ({ result, queryId }) => {
      const name = names.get(queryId) ?? '?';
      counts.set(name, (counts.get(name) ?? 0) + 1);
      return result;
    },
  };
  return {
    db: db.withPlugin(plugin),
    /** The counts since the last call, and starts again from zero. */
    take(): Map<string, number> {
      const taken = counts;
      counts = new Map();
      return taken;
    },
  };
}

function describe(node: RootOperationNode): string {
  switch (node.kind) {
    case 'SelectQueryNode':
      return `select ${tableOf(node.from?.froms[0])}`;
    case 'InsertQueryNode':
      return `insert ${tableOf(node.into)}`;
    case 'UpdateQueryNode':
      return `update ${tableOf(node.table)}`;
    case 'DeleteQueryNode':
      return `delete ${tableOf(node.from.froms[0])}`;
    case 'RawNode':
      return 'raw';
    default:
      return node.kind;
  }
}

function tableOf(node: OperationNode | undefined): string {
  if (!node) return '?';
  if (node.kind === 'TableNode') return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
  if (node.kind === 'AliasNode') return tableOf((node as unknown as { node: OperationNode }).node);
  return node.kind;
}

/** `40 (select ledger_accounts 7, insert user_events 3, …)`, the most frequent first. */
export function formatCounts(counts: Map<string, number>): string {
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  const parts = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([name, n]) => `${name} ${n}`);
  return `${total} (${parts.join(', ')})`;
}
