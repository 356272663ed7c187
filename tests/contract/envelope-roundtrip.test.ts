import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { unwrapCard } from '../../dataProviders/card/envelope';
import { unwrapChargeback } from '../../dataProviders/chargeback/envelope';
import { fromChargebackList } from '../../dataProviders/chargeback/query';
import { unwrapFraudRisk } from '../../dataProviders/fraud-risk/envelope';
import { unwrapInvestment } from '../../dataProviders/investment/envelope';
import { unwrapMerchantSupport } from '../../dataProviders/merchant-support/envelope';
import { fromMerchantSupportList } from '../../dataProviders/merchant-support/query';
import { unwrapPaymentSupport } from '../../dataProviders/payment-support/envelope';
import { fromPaymentSupportList } from '../../dataProviders/payment-support/query';
import { unwrapPayouts } from '../../dataProviders/payouts/envelope';
import { fromPayoutsList } from '../../dataProviders/payouts/query';
import { unwrapPostpe, unwrapPostpeMultipart } from '../../dataProviders/postpe/envelope';
import { fromPostpeList } from '../../dataProviders/postpe/query';
import * as card from '../../server/routes/card/envelope.js';
import * as chargeback from '../../server/routes/chargeback/envelope.js';
import * as fraudRisk from '../../server/routes/fraud-risk/envelope.js';
import * as investment from '../../server/routes/investment/envelope.js';
import * as lending from '../../server/routes/lending/envelope.js';
import * as merchantSupport from '../../server/routes/merchant-support/envelope.js';
import * as paymentSupport from '../../server/routes/payment-support/envelope.js';
import * as payouts from '../../server/routes/payouts/envelope.js';
import * as postpe from '../../server/routes/postpe/envelope.js';

/** What a route's fail() sent: a fake reply that records the status and body. */
function sent(
  fail: (reply: FastifyReply, status: number, message: string) => unknown,
  status: number,
  message: string,
) {
  const out = { status: 0, json: undefined as unknown };
  const reply = {
    code(s: number) {
      out.status = s;
      return reply;
    },
    send(body: unknown) {
      out.json = body;
      return reply;
    },
  };
  fail(reply as unknown as FastifyReply, status, message);
  return out;
}

type Unwrap = (r: { status: number; json: unknown }) => unknown;
type Fail = (reply: FastifyReply, status: number, message: string) => unknown;
const rows = [{ id: 1 }, { id: 2 }];
const params = { pagination: { page: 1, perPage: 2 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

describe('each reference-backend envelope is read by its provider envelope', () => {
  const backends: [string, (data: unknown) => unknown, Fail, Unwrap][] = [
    ['postpe', postpe.ok, postpe.fail, unwrapPostpe],
    ['lending', lending.ok, lending.fail, unwrapPostpe],
    ['payment-support', paymentSupport.ok, paymentSupport.fail, unwrapPaymentSupport],
    ['card', card.ok, card.fail, unwrapCard],
    ['chargeback', chargeback.ok, chargeback.fail, unwrapChargeback],
    ['investment', investment.ok, investment.fail, unwrapInvestment],
    ['payouts', payouts.ok, payouts.fail, unwrapPayouts],
    ['merchant-support', merchantSupport.ok, merchantSupport.fail, unwrapMerchantSupport],
    ['fraud-risk', fraudRisk.ok, fraudRisk.fail, unwrapFraudRisk],
  ];
  it.each(backends)('%s: ok → data, fail → ApiError with the message', (_name, ok, fail, unwrap) => {
    expect(unwrap({ status: 200, json: ok({ id: 5 }) })).toEqual({ id: 5 });
    const refused = sent(fail, 422, 'Field x is wrong');
    expect(() => unwrap(refused)).toThrow('Field x is wrong');
  });

  it('postpe multipart: uploadOk → message; uploadFail refused', () => {
    expect(unwrapPostpeMultipart({ status: 200, json: postpe.uploadOk('File accepted') })).toBe('File accepted');
    expect(() => unwrapPostpeMultipart(sent(postpe.uploadFail, 400, 'Bad CSV'))).toThrow('Bad CSV');
  });
});

describe('each reference-backend page is read back with its totals', () => {
  it.each([
    [
      'postpe page/size',
      fromPostpeList(unwrapPostpe({ status: 200, json: postpe.ok(postpe.page(rows, 0, 2, 9)) }), params),
      9,
    ],
    [
      'payouts page/limit',
      fromPayoutsList(unwrapPayouts({ status: 200, json: payouts.ok(payouts.paged(rows, 1, 2, 7)) }), params),
      7,
    ],
    [
      'payment-support',
      fromPaymentSupportList(
        unwrapPaymentSupport({ status: 200, json: paymentSupport.ok(paymentSupport.pageOf(rows, 1, 2, 6)) }),
        params,
      ),
      6,
    ],
    [
      'chargeback Response',
      fromChargebackList(unwrapChargeback({ status: 200, json: chargeback.search(rows, 1, 2, 5) }), params),
      5,
    ],
    [
      'merchant-support Spring page',
      fromMerchantSupportList(
        unwrapMerchantSupport({ status: 200, json: merchantSupport.ok(merchantSupport.springPage(rows, 0, 2, 4)) }),
        params,
      ),
      4,
    ],
  ])('%s', (_name, result, total) => {
    expect(result).toEqual({ data: rows, total });
  });
});
