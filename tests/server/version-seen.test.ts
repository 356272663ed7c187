import { describe, expect, it } from 'vitest';
import { updateOnVersionSeen, type VersionedTable } from '../../server/repositories/version-seen.js';
import { signedInApp } from './helpers/signed-in-app.js';

/**
 * The one conditional update every maker/checker change of a versioned row goes through (payout channels, gateway
 * timeouts, investment limits, guardrails, risk rules): it writes only on the version the maker saw, bumps it, and of
 * parallel approvals on one version exactly one applies.
 */
const { db } = signedInApp(['admin'], '/api/crm');

const TABLES: VersionedTable[] = [
  'payout_channels',
  'pg_payment_timeouts',
  'investment_accounts',
  'deposit_guardrails',
  'payout_guardrails',
  'risk_rules',
];

const rowOf = async (table: VersionedTable) =>
  (await db().selectFrom(table).select(['id', 'version', 'updated_at']).orderBy('id').executeTakeFirstOrThrow()) as {
    id: number;
    version: number;
    updated_at: number;
  };

describe('an approved change on the version the maker saw', () => {
  it.each(TABLES)(
    '%s: a stale version writes nothing; the seen one writes once and moves the version on',
    async (table) => {
      const row = await rowOf(table);
      const at = Number(row.updated_at) + 1;
      expect(await updateOnVersionSeen(db(), table, { id: row.id, version: row.version - 1 }, { updated_at: at })).toBe(
        false,
      );
      expect(await rowOf(table)).toEqual(row);
      expect(await updateOnVersionSeen(db(), table, { id: row.id, version: row.version }, { updated_at: at })).toBe(
        true,
      );
      expect(await rowOf(table)).toEqual({ ...row, version: row.version + 1, updated_at: at });
      expect(await updateOnVersionSeen(db(), table, { id: row.id, version: row.version }, { updated_at: at + 1 })).toBe(
        false,
      );
    },
  );

  it('a request without a target or a version writes nothing', async () => {
    const row = await rowOf('risk_rules');
    expect(await updateOnVersionSeen(db(), 'risk_rules', { id: row.id, version: null }, { updated_at: 1 })).toBe(false);
    expect(await updateOnVersionSeen(db(), 'risk_rules', { id: null, version: row.version }, { updated_at: 1 })).toBe(
      false,
    );
    expect(await rowOf('risk_rules')).toEqual(row);
  });

  it('of 20 parallel approvals on one version, exactly one applies', async () => {
    const row = await rowOf('payout_channels');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        updateOnVersionSeen(db(), 'payout_channels', row, { updated_at: Number(row.updated_at) + 10 + i }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await rowOf('payout_channels')).version).toBe(row.version + 1);
  });
});
