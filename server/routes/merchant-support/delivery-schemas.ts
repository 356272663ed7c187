import { z } from 'zod';
import {
  CARD_APPLICATION_STATES,
  CARD_DELIVERY_STATES,
  CARD_TYPES,
  DELIVERY_MESSAGES as M,
  DELIVERY_RULES as R,
  PARTNER_CODE_PATTERN,
  PINCODE_PATTERN,
} from '../../../contract/delivery/rules.js';
import { merchantIdSchema } from '../../../contract/merchant/rules.js';
import { fromText } from '../../../contract/strict-number.js';
import { pageQuery } from './merchant-common.js';

const text = (max: number) => z.string().trim().min(1, 'Required.').max(max, `Must be at most ${max} characters.`);

export const partnerBody = z.object({
  code: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(PARTNER_CODE_PATTERN, 'Code: 2 to 12 capital letters or digits.')),
  name: text(R.nameMax),
  contact: text(R.contactMax),
  active: z.boolean().default(true),
});
export const partnerEditBody = z.object({
  name: text(R.nameMax),
  contact: text(R.contactMax),
  active: z.boolean(),
  version: z.number().int().positive(),
});
export const partnerDto = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  contact: z.string(),
  active: z.boolean(),
  pincodes: z.number().int(),
  updatedAt: z.number(),
  version: z.number().int(),
});
export const pincodeParams = z.object({ pincode: z.string().regex(PINCODE_PATTERN, M.pincode) });
export const pincodePageQuery = pageQuery.extend({
  prefix: z
    .string()
    .regex(/^\d{1,6}$/)
    .optional(),
});
export const pincodeDto = z.object({
  pincode: z.string(),
  city: z.string(),
  state: z.string(),
  slaDays: z.number().int(),
  cod: z.boolean(),
  prepaid: z.boolean(),
});
export const serviceabilityDto = z.object({
  pincode: z.string(),
  serviceable: z.boolean(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  fastestSlaDays: z.number().int().nullable(),
  cod: z.boolean(),
  couriers: z.array(
    z.object({
      partnerId: z.number().int(),
      code: z.string(),
      name: z.string(),
      slaDays: z.number().int(),
      cod: z.boolean(),
      prepaid: z.boolean(),
    }),
  ),
});
export const cityDto = z.object({
  city: z.string(),
  state: z.string(),
  pincodes: z.number().int(),
  couriers: z.number().int(),
  fastestSlaDays: z.number().int(),
});
export const pincodeUploadResult = z.object({
  jobId: z.string(),
  rows: z.number().int(),
  replaced: z.number().int(),
  partner: partnerDto,
});

export const deliveryListQuery = pageQuery.extend({
  status: z.enum(CARD_DELIVERY_STATES).optional(),
  partnerId: fromText(z.number().int().positive()).optional(),
  q: z.string().trim().max(40).optional(),
});
export const deliveryDto = z.object({
  id: z.number().int(),
  reference: z.string(),
  merchantId: z.string(),
  cardType: z.string(),
  partnerId: z.number().int(),
  partnerCode: z.string(),
  partnerName: z.string(),
  awb: z.string().nullable(),
  pincode: z.string(),
  address: z.string(),
  status: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
  version: z.number().int(),
});
export const deliveryDetailDto = deliveryDto.extend({
  timeline: z.array(
    z.object({
      from: z.string().nullable(),
      to: z.string(),
      remarks: z.string().nullable(),
      actor: z.string(),
      at: z.number(),
    }),
  ),
});
export const moveBody = z.object({
  to: z.enum(CARD_DELIVERY_STATES),
  version: z.number().int().positive(),
  awb: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{6,30}$/, 'AWB: 6 to 30 letters, digits or dashes.')
    .optional(),
  remarks: z.string().trim().max(R.remarksMax).optional(),
});

export const applicationListQuery = pageQuery.extend({
  status: z.enum(CARD_APPLICATION_STATES).optional(),
  q: z.string().trim().max(40).optional(),
});
export const applyBody = z.object({
  merchantId: merchantIdSchema,
  cardType: z.enum(CARD_TYPES),
  creditLimit: z.number().positive().max(R.creditLimitMax).multipleOf(0.01).nullable().default(null),
  remarks: text(R.remarksMax),
});
export const decisionBody = z.object({ approve: z.boolean(), remarks: text(R.remarksMax) });
export const applicationDto = z.object({
  id: z.number().int(),
  reference: z.string(),
  merchantId: z.string(),
  cardType: z.string(),
  creditLimit: z.number().nullable(),
  remarks: z.string(),
  status: z.string(),
  appliedBy: z.string(),
  appliedAt: z.number(),
  decidedBy: z.string().nullable(),
  decidedAt: z.number().nullable(),
  decisionRemarks: z.string().nullable(),
  orderReference: z.string().nullable(),
});
export const orderBody = z.object({
  applicationId: z.number().int().positive(),
  pincode: z.string().regex(PINCODE_PATTERN, M.pincode),
  address: text(300),
});
export const orderDto = z.object({
  id: z.number().int(),
  reference: z.string(),
  merchantId: z.string(),
  applicationReference: z.string(),
  cardType: z.string(),
  deliveryId: z.number().int(),
  deliveryReference: z.string(),
  deliveryStatus: z.string(),
  partnerCode: z.string(),
  orderedBy: z.string(),
  orderedAt: z.number(),
});
