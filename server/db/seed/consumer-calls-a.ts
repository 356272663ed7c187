import { REPAYMENT_LINK_RULES, VERIFIED_NAME_KIND } from '../../../contract/consumer/calls-a-rules.js';
import { insertRequest } from '../../repositories/maker-checker.js';
import { DEMO_CONSUMERS } from './consumers-fixtures.js';
import { insertInBatches, type SeedModule } from './context.js';
import { grantToRoles, type RoleGrants } from './role-grants.js';
import { demoAccount } from './staff.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Issue 46 item 6's demo (README): the Consumer Agent raises verified-name corrections, sends repayment links and
 * uploads death certificates; the Checker approves corrections and may read a certificate.
 */
const GRANTS: RoleGrants = [
  {
    role: 'Consumer Agent',
    permissions: ['CAN_RAISE_VERIFIED_NAME', 'CAN_SEND_REPAYMENT_LINK', 'CAN_UPLOAD_DEATH_CERTIFICATE'],
  },
  { role: 'Checker', permissions: ['CAN_APPROVE_VERIFIED_NAME', 'CAN_VIEW_DEATH_CERTIFICATE'] },
];

/**
 * Contacts (emergency and reference) on the active, blocked and closed demo consumers (none on the new one: the empty
 * state); the active consumer's repayment links in every state (paid, expired, sent, its cooldown over); a
 * verified-name correction waiting for the Checker on the closed consumer. No death certificate is seeded (the
 * document store is not the seed's): the agent uploads one.
 */
export const consumerCallsASeed: SeedModule = {
  name: 'consumer-calls-a',
  async seed({ db, now }) {
    await grantToRoles(db, GRANTS);
    const { active, blocked, closed } = DEMO_CONSUMERS;
    const contact = (consumerId: number, kind: string, name: string, relation: string, mobile: string) => ({
      consumer_id: consumerId,
      kind,
      name,
      relation,
      mobile,
      created_at: now - 30 * 24 * HOUR,
    });
    await insertInBatches(db, 'consumer_contacts', [
      contact(active.id, 'EMERGENCY', 'Rohit Verma', 'Spouse', '9811122233'),
      contact(active.id, 'REFERENCE', 'Neha Sharma', 'Colleague', '9822233344'),
      contact(active.id, 'REFERENCE', 'Vikas Gupta', 'Friend', '9833344455'),
      contact(blocked.id, 'EMERGENCY', 'Sunita Kumar', 'Mother', '9844455566'),
      contact(closed.id, 'REFERENCE', 'Arjun Nair', 'Brother', '9855566677'),
    ]);
    const expiry = REPAYMENT_LINK_RULES.expiryHours * HOUR;
    const link = (n: number, amount: number, channel: string, to: string, sentAgo: number, paid: boolean) => ({
      consumer_id: active.id,
      link_id: `RPLDEMO${String(n).padStart(3, '0')}`,
      amount,
      channel,
      destination: to,
      sent_by: 'agent@console.example',
      sent_at: now - sentAgo,
      valid_until: now - sentAgo + expiry,
      paid_at: paid ? now - sentAgo + 2 * HOUR : null,
    });
    const links = [
      link(1, 2500, 'SMS', active.mobile, 10 * 24 * HOUR, true),
      link(2, 6400, 'EMAIL', 'asha.verma@example.in', 5 * 24 * HOUR, false),
      link(3, 1500, 'SMS', active.mobile, 3 * HOUR, false),
    ];
    await insertInBatches(db, 'consumer_repayment_links', links);
    await insertInBatches(db, 'consumer_link_gates', [{ consumer_id: active.id, last_sent_at: now - 3 * HOUR }]);

    const agent = await demoAccount(db, 'agent2@console.example');
    const c = await db
      .selectFrom('consumers')
      .select(['id', 'verified_name', 'version'])
      .where('id', '=', closed.id)
      .executeTakeFirst();
    if (!agent || !c) return;
    await insertRequest(db, {
      kind: VERIFIED_NAME_KIND,
      productType: 'POSTPE',
      targetId: Number(c.id),
      targetVersion: Number(c.version),
      proposed: { consumerId: Number(c.id), verifiedName: `${c.verified_name} Rao`, reason: 'Name as on PAN' },
      previous: { consumerId: Number(c.id), verifiedName: c.verified_name },
      maker: { staffId: agent.id, email: agent.email },
      remarks: 'PAN shows the surname; customer sent a copy by e-mail',
      at: now - 2 * HOUR,
    });
  },
};
