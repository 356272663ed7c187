import { z } from 'zod';
import { merchantIdSchema, MERCHANT_RULES } from './rules';
import { SERVICE_REQUEST_MESSAGES, SERVICE_REQUEST_STATES, SERVICE_REQUEST_TYPES } from './service-request-values';

export * from './service-request-values';

const serial = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{4,30}$/, 'Device serial: 4 to 30 capital letters or digits.');
const text = (min: number) => z.string().trim().min(min).max(MERCHANT_RULES.remarksMax);

export const serviceRequestCreateBody = z
  .object({
    merchantId: merchantIdSchema,
    storeId: z
      .string()
      .trim()
      .regex(/^\d{1,20}$/, 'Store ID must contain only numbers.'),
    deviceSerial: serial,
    product: z.enum(['bharat', 'android']),
    type: z.enum(SERVICE_REQUEST_TYPES),
    description: text(3),
  })
  .strict();

export const serviceRequestUpdateBody = z
  .object({
    requestId: z
      .string()
      .trim()
      .regex(/^[A-Z0-9]{2,30}$/, 'Request ID: capital letters or digits.'),
    status: z.enum(SERVICE_REQUEST_STATES),
    resolution: text(3).optional(),
  })
  .strict()
  .refine((b) => b.status !== 'RESOLVED' || Boolean(b.resolution), {
    message: SERVICE_REQUEST_MESSAGES.resolutionNeeded,
    path: ['resolution'],
  });

export type ServiceRequestCreate = z.infer<typeof serviceRequestCreateBody>;
export type ServiceRequestUpdate = z.infer<typeof serviceRequestUpdateBody>;
