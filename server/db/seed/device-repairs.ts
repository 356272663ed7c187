import { insertInBatches, type SeedModule } from './context.js';

const VENDORS = ['Pine Labs Service Centre', 'RepairHub Pune', 'TechServe Bengaluru'];
const FAULTS = [
  'Card reader not reading chip cards',
  'Speaker crackles at high volume',
  'Battery does not hold charge',
];

/**
 * Issue 44 item 2 (repairs): a repair ticket for every seeded device that went to REPAIR (its timeline says so), OPEN
 * while it is there, FIXED once back in stock, SCRAPPED otherwise; costs from ₹0 to ₹2,400.
 */
export const deviceRepairsSeed: SeedModule = {
  name: 'device-repairs',
  async seed({ db }) {
    const visits = await db
      .selectFrom('device_events as e')
      .innerJoin('merchant_devices as d', 'd.device_serial', 'e.device_serial')
      .select(['e.device_serial', 'e.at', 'e.actor', 'd.kind', 'd.model', 'd.status'])
      .where('e.to_state', '=', 'REPAIR')
      .orderBy('e.id')
      .execute();
    const exits = new Map(
      (
        await db
          .selectFrom('device_events')
          .select(['device_serial', 'to_state', 'at', 'actor', 'details_json'])
          .where('from_state', '=', 'REPAIR')
          .execute()
      ).map((e) => [e.device_serial, e]),
    );
    await insertInBatches(
      db,
      'device_repairs',
      visits.map((v, i) => {
        const exit = exits.get(v.device_serial);
        const fault = FAULTS[i % FAULTS.length]!;
        return {
          device_serial: v.device_serial,
          kind: v.kind,
          model: v.model,
          vendor: VENDORS[i % VENDORS.length]!,
          fault,
          cost: (i % 5) * 600,
          status: !exit ? 'OPEN' : exit.to_state === 'IN_STOCK' ? 'FIXED' : 'SCRAPPED',
          opened_by: v.actor,
          opened_at: Number(v.at),
          closed_by: exit?.actor ?? null,
          closed_at: exit ? Number(exit.at) : null,
          outcome: exit ? ((JSON.parse(exit.details_json) as { reason?: string }).reason ?? null) : null,
        };
      }),
    );
  },
};
