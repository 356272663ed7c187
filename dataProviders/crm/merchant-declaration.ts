import { http } from '../http';
import { requireSuccess } from '../rest/envelope-rules';

/** POST /crm/sherloc/notify-merchant (spec §7.3): the NPCI declaration notice, sent once per Idempotency-Key. */
export async function notifyDeclaration(
  crmUrl: string,
  merchantId: string,
  idempotencyKey: string,
): Promise<{ messageId: number; declaration: string }> {
  const response = await http(`${crmUrl}/crm/sherloc/notify-merchant`, {
    method: 'POST',
    body: { merchantId },
    idempotencyKey,
  });
  return requireSuccess(response).data as { messageId: number; declaration: string };
}
