import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../dataProviders/http';
import { unwrapCard } from '../../../dataProviders/card/envelope';
import { unwrapChargeback } from '../../../dataProviders/chargeback/envelope';
import { unwrapCrmMultipart, unwrapCrmRead, unwrapCrmWrite } from '../../../dataProviders/crm/envelope';
import { unwrapInvestment } from '../../../dataProviders/investment/envelope';
import { unwrapMerchantSupport } from '../../../dataProviders/merchant-support/envelope';
import { unwrapPaymentSupport } from '../../../dataProviders/payment-support/envelope';
import { unwrapPayouts } from '../../../dataProviders/payouts/envelope';
import { unwrapPostpe, unwrapPostpeMultipart } from '../../../dataProviders/postpe/envelope';

type Unwrap = (response: { status: number; json: unknown }) => unknown;
const answer = (json: unknown, status = 200) => ({ status, json });

/** [rule, unwrap, body, HTTP status, expected result] */
const successes: [string, Unwrap, unknown, number, unknown][] = [
  ['CRM GET → data', unwrapCrmRead, { success: true, message: 'ok', data: { id: 1 } }, 200, { id: 1 }],
  [
    'CRM POST → message',
    (r) => unwrapCrmWrite(r),
    { success: true, message: 'Updated', data: { id: 1 } },
    200,
    'Updated',
  ],
  [
    'npci POST → data',
    (r) => unwrapCrmWrite(r, 'data'),
    { success: true, message: 'Updated', data: { id: 1 } },
    200,
    { id: 1 },
  ],
  [
    'CRM v2 multipart: success true → message',
    unwrapCrmMultipart,
    { success: true, message: 'Uploaded' },
    200,
    'Uploaded',
  ],
  [
    'CRM v2 multipart: status SUCCESS → message',
    unwrapCrmMultipart,
    { success: false, status: 'SUCCESS', message: 'Queued' },
    200,
    'Queued',
  ],
  ['payment-support: status_code 200 → data', unwrapPaymentSupport, { status_code: 200, data: [1] }, 200, [1]],
  ['payment-support: status_code "200" → data', unwrapPaymentSupport, { status_code: '200', data: [2] }, 200, [2]],
  [
    "payment-support: 'Processed!' counts as success",
    unwrapPaymentSupport,
    { status_code: 202, message: 'Processed!', data: 'x' },
    200,
    'x',
  ],
  ['postpe: success → data', unwrapPostpe, { success: true, data: { a: 1 } }, 200, { a: 1 }],
  [
    "postpe multipart: statusCode '200' → message",
    unwrapPostpeMultipart,
    { statusCode: '200', message: 'File accepted' },
    200,
    'File accepted',
  ],
  ['card: HTTP 200 and success → data', unwrapCard, { success: true, data: { card: 'x' } }, 200, { card: 'x' }],
  [
    'chargeback: search → whole answer with Response',
    unwrapChargeback,
    { success: true, Response: [{ id: 1 }], totalCount: 1 },
    200,
    { success: true, Response: [{ id: 1 }], totalCount: 1 },
  ],
  ['chargeback: other calls → data', unwrapChargeback, { success: true, data: { id: 2 } }, 200, { id: 2 }],
  ['investment: success → data', unwrapInvestment, { success: true, data: [3] }, 200, [3]],
  ['payouts: success → data', unwrapPayouts, { success: true, data: { content: [] } }, 200, { content: [] }],
  [
    'merchant support: success → data',
    unwrapMerchantSupport,
    { success: true, data: { content: [] } },
    200,
    { content: [] },
  ],
  ['merchant support: plain-text job id', unwrapMerchantSupport, 'job-42', 200, 'job-42'],
];

/** [rule, unwrap, body, HTTP status, expected message] */
const failures: [string, Unwrap, unknown, number, string][] = [
  [
    'CRM success false → server message',
    unwrapCrmRead,
    { success: false, message: 'Merchant not found', data: null },
    200,
    'Merchant not found',
  ],
  [
    'CRM write success false → nested debug message',
    (r) => unwrapCrmWrite(r),
    { success: false, message: { debugMessage: 'QR name taken' } },
    200,
    'QR name taken',
  ],
  [
    'CRM multipart neither success nor SUCCESS',
    unwrapCrmMultipart,
    { success: false, status: 'FAILED', message: 'Bad file' },
    200,
    'Bad file',
  ],
  [
    'payment-support status_code 400',
    unwrapPaymentSupport,
    { status_code: 400, message: 'Invalid merchant' },
    200,
    'Invalid merchant',
  ],
  [
    'payment-support missing status_code, status_message',
    unwrapPaymentSupport,
    { status_message: 'Try later' },
    200,
    'Try later',
  ],
  ['postpe success false', unwrapPostpe, { success: false, message: 'Limit exceeded' }, 200, 'Limit exceeded'],
  ['postpe success missing → API FAILED', unwrapPostpe, { data: 1 }, 200, 'API FAILED (200)'],
  [
    "postpe multipart statusCode '400'",
    unwrapPostpeMultipart,
    { statusCode: '400', message: 'Wrong header', success: true },
    200,
    'Wrong header',
  ],
  [
    'postpe multipart success true is not enough',
    unwrapPostpeMultipart,
    { success: true, message: 'Looks fine' },
    200,
    'Looks fine',
  ],
  ['card 201 is not 200', unwrapCard, { success: true, message: 'Created elsewhere' }, 201, 'Created elsewhere'],
  ['card success false', unwrapCard, { success: false, message: 'Card blocked' }, 200, 'Card blocked'],
  ['chargeback success false', unwrapChargeback, { success: false, message: 'No dispute' }, 200, 'No dispute'],
  ['investment success false', unwrapInvestment, { success: false, message: 'Plan inactive' }, 200, 'Plan inactive'],
  ['payouts success false', unwrapPayouts, { success: false, message: 'Payout locked' }, 200, 'Payout locked'],
  ['merchant support success false', unwrapMerchantSupport, { success: false, message: 'No store' }, 200, 'No store'],
  ['a non-object body', unwrapPostpe, [1, 2], 200, 'Unexpected response format'],
];

describe('envelopes: success rules', () => {
  it.each(successes)('%s', (_rule, unwrap, body, status, expected) => {
    expect(unwrap(answer(body, status))).toEqual(expected);
  });
});

describe('envelopes: refusals raise an ApiError with the server message', () => {
  it.each(failures)('%s', (_rule, unwrap, body, status, message) => {
    let error: unknown;
    try {
      unwrap(answer(body, status));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'API ERROR', message, status, data: body });
  });
});
