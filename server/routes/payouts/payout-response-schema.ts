/**
 * The list answer's JSON schema: Fastify serialises with it (fast-json-stringify), several times faster than
 * JSON.stringify on a page of payouts, and it doubles as the wire contract of spec §3.8.
 */
const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const int = { type: 'integer' } as const;

export const payoutDtoSchema = {
  type: 'object',
  properties: {
    id: int,
    consumerId: str,
    agentEmail: str,
    approverEmail: nullableStr,
    amount: { type: 'number' },
    agentRemarks: str,
    approverRemarks: nullableStr,
    status: str,
    txnStatus: str,
    transactionId: str,
    createdAt: int,
    updatedAt: int,
    isFeeWaived: { type: 'boolean' },
    bankDetailId: str,
    beneficiaryName: str,
    accountNo: str,
    ifsc: str,
    version: int,
  },
} as const;

export const payoutListResponseSchema = {
  200: {
    type: 'object',
    properties: {
      success: { type: 'boolean' },
      message: str,
      data: {
        type: 'object',
        properties: {
          content: { type: 'array', items: payoutDtoSchema },
          page: int,
          limit: int,
          totalElements: int,
          totalPages: int,
        },
      },
    },
  },
} as const;
