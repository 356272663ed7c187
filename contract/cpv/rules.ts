/** The CPV bodies' rules (zod: the server's validation; kept out of calls.ts, which the console's first load reads). */
import { z } from 'zod';
import { PINCODE_PATTERN } from '../patterns';
import { CPV_MESSAGES, CPV_OUTCOMES, CPV_RULES } from './calls';

const remark = z
  .string({ error: CPV_MESSAGES.remarkRequired })
  .trim()
  .min(1, CPV_MESSAGES.remarkRequired)
  .max(CPV_RULES.remarkMax, `Cannot be more than ${CPV_RULES.remarkMax} characters.`);
const version = z.number().int().min(0);

export const cpvAgentBody = z.object({
  name: z.string().trim().min(2, 'Name is required.').max(CPV_RULES.nameMax),
  email: z.email('Enter a valid e-mail.').max(254),
  mobile: z.string().regex(/^[6-9][0-9]{9}$/, 'Enter a 10-digit mobile number.'),
  city: z.string().trim().min(2, 'City is required.').max(CPV_RULES.cityMax),
  pincodes: z
    .array(z.string().regex(PINCODE_PATTERN, 'Each pincode has 6 digits.'))
    .min(1, 'At least one pincode.')
    .max(CPV_RULES.pincodesMax, `At most ${CPV_RULES.pincodesMax} pincodes.`),
  active: z.boolean().default(true),
});
/** An edit: the mobile only when it changes (the list shows it masked). */
export const cpvAgentEditBody = cpvAgentBody.extend({ mobile: cpvAgentBody.shape.mobile.optional(), version });

export const cpvAssignBody = z.object({
  agentId: z.number().int().positive(),
  /** YYYY-MM-DD (IST calendar day); not before today. */
  scheduledFor: z.iso.date('Choose a date.'),
  version,
});
export const cpvOutcomeBody = z.object({ outcome: z.enum(CPV_OUTCOMES), remark, version });
export const cpvCancelBody = z.object({ remark, version });

export type CpvAgentBody = z.infer<typeof cpvAgentBody>;
