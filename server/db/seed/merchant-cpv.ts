import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { days, insertInBatches, type SeedModule } from './context.js';
import { proofPdf, proofPng } from './dispute-proof-files.js';
import { MERCHANT_ID_FROM, SEEDED_MERCHANTS } from './merchants.js';

/** Which seeded merchants had a contact point verification (every fourth, from the third: 1000003, 1000007 …). */
export const CPV_MERCHANT_INDEXES = Array.from({ length: SEEDED_MERCHANTS }, (_, i) => i).filter((i) => i % 4 === 2);

const AGENTS = ['Ravi Kumar (field agent)', 'Sunita Patil (field agent)', 'Imran Shaikh (field agent)'];

/** The CPV steps of one merchant: initiated → scheduled → visited → approved (every third rejected, one left open). */
function stepsOf(index: number): { action: string; from: string | null; to: string; remarks: string | null }[] {
  const steps = [
    { action: 'CPV_INITIATED', from: null, to: 'INITIATED', remarks: 'Raised after onboarding' },
    { action: 'VISIT_SCHEDULED', from: 'INITIATED', to: 'SCHEDULED', remarks: null },
    { action: 'VISIT_DONE', from: 'SCHEDULED', to: 'VISITED', remarks: 'Shop found at the declared address' },
  ];
  if (index % 5 === 1) return steps.slice(0, 2);
  const last =
    index % 3 === 0
      ? { action: 'CPV_REJECTED', from: 'VISITED', to: 'REJECTED', remarks: 'Signboard name differs from the QR name' }
      : { action: 'CPV_APPROVED', from: 'VISITED', to: 'APPROVED', remarks: null };
  return [...steps, last];
}

/** Contact point verifications (spec §7.3 get-all-cpv-docs, get-cpv-audit): photos, a visit report and the steps. */
export const merchantCpvSeed: SeedModule = {
  name: 'merchant-cpv',
  async seed({ db, now }) {
    await seedCpv(db, now);
  },
};

async function seedCpv(db: Kysely<Database>, now: number) {
  const report = await proofPdf('Contact Point Verification Report', ['Shop visited and verified', 'Seeded demo']);
  const docs: Record<string, unknown>[] = [];
  const events: Record<string, unknown>[] = [];
  for (const index of CPV_MERCHANT_INDEXES) {
    const merchantId = String(MERCHANT_ID_FROM + index);
    const agent = AGENTS[index % AGENTS.length]!;
    const steps = stepsOf(index);
    const start = now - days(30 - (index % 20));
    steps.forEach((s, i) =>
      events.push({
        merchant_id: merchantId,
        action: s.action,
        from_status: s.from,
        to_status: s.to,
        actor: i === 0 ? 'system' : agent,
        remarks: s.remarks,
        created_at: start + days(i),
      }),
    );
    if (steps.length < 3) continue;
    const visited = start + days(2);
    const photo = (type: string, rgb: [number, number, number]) => {
      const png = proofPng(120, 80, rgb);
      return {
        merchant_id: merchantId,
        doc_type: type,
        file_name: `${type.toLowerCase()}-${merchantId}.png`,
        media_type: 'image/png',
        size: png.length,
        content: png,
        latitude: (19 + (index % 50) / 100).toFixed(4),
        longitude: (72.8 + (index % 40) / 100).toFixed(4),
        captured_by: agent,
        created_at: visited,
      };
    };
    docs.push(photo('SHOP_FRONT', [180, 200, 230]), photo('SHOP_INSIDE', [210, 190, 160]), {
      merchant_id: merchantId,
      doc_type: 'CPV_REPORT',
      file_name: `cpv-report-${merchantId}.pdf`,
      media_type: 'application/pdf',
      size: report.length,
      content: report,
      latitude: null,
      longitude: null,
      captured_by: agent,
      created_at: visited,
    });
  }
  await insertInBatches(db, 'cpv_documents', docs, 100);
  await insertInBatches(db, 'cpv_events', events, 200);
}
