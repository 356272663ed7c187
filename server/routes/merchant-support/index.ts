import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MERCHANT_UPLOAD_CALLS } from '../../../contract/uploads/calls.js';
import { MAX_CSV_BYTES, QR_JOBS_KEPT } from '../../../contract/uploads/index.js';
import type { AppDeps } from '../../app-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { findJob, latestJobs, listJobRows } from '../../repositories/merchant-uploads.js';
import { serve } from '../declared.js';
import { ok } from './envelope.js';
import { configRequestRoutes } from './config-requests.js';
import { merchantUploadRoutes } from './merchant-uploads.js';
import { qrOrderUploadRoutes } from './qr-orders.js';
import { bankVerifyRoutes } from './bank-verify.js';
import { settlementUnblockRoutes } from './settlement-unblock.js';
import { settlementTypeRoutes } from './settlement-type.js';
import { merchantRefundRoutes } from './merchant-refund.js';
import { batchStatusQuery, batchStatusResponse, jobParams, qrJobsResponse } from './schemas.js';
import { merchantLoanRoutes } from './merchant-loans.js';
import { lendingPortfolioRoutes } from './lending-portfolio.js';
import { merchantPaymentRoutes } from './merchant-payments.js';
import { merchantPreferenceRoutes } from './merchant-preferences.js';
import { merchantProfileRoutes } from './merchant-profile.js';
import { merchantSettlementRoutes } from './merchant-settlements.js';
import { merchantStoreRoutes } from './merchant-stores.js';
import { merchantCreditLineRoutes } from './merchant-credit-line.js';
import { merchantWalletRoutes } from './merchant-wallets.js';
import { merchantServiceRequestRoutes } from './merchant-service-requests.js';
import { merchantAlertRoutes } from './merchant-alerts.js';
import { merchantP2pRoutes } from './merchant-p2p.js';
import { swipeCommercialRoutes } from './swipe-commercial.js';
import { consumerCallRoutes } from './consumer-calls.js';
import { bharatSwipeRoutes } from './bharat-swipe.js';
import { deliveryRoutes } from './delivery.js';
import { deviceLifecycleRoutes } from './device-lifecycle.js';
import { deviceOnboardingRoutes } from './device-onboarding.js';
import { warehouseRoutes } from './warehouses.js';
import { swipeBillingRoutes } from './swipe-billing.js';
import { swipeLimitRoutes } from './swipe-limits.js';
import { deviceReturnRoutes } from './device-returns.js';
import { speakerOrderRoutes } from './speaker-orders.js';
import { txnReconRoutes } from './txn-recon.js';
import { merchantCafRoutes } from './merchant-caf.js';

export const QR_KIND = 'qr-orders';

/** The merchant-support backend (spec §2.10, §7.3), mounted at /api/merchant-support: the upload calls. */
export async function merchantSupportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // One file field, at most 1 MiB (§9); a bigger file is cut short and refused with 413 (upload-file.ts).
  await app.register(multipart, { limits: { fileSize: MAX_CSV_BYTES, files: 1, fields: 5, parts: 6 } });
  await merchantUploadRoutes(app, deps);
  await qrOrderUploadRoutes(app, deps);
  await configRequestRoutes(app, deps);
  await bankVerifyRoutes(app, deps);
  await settlementUnblockRoutes(app, deps);
  await settlementTypeRoutes(app, deps);
  await merchantRefundRoutes(app, deps);
  // The merchant 360 (spec §7.4).
  await merchantProfileRoutes(app, deps);
  // /caf-form's PDF (issue 46 item 5).
  await merchantCafRoutes(app, deps);
  await merchantPreferenceRoutes(app, deps);
  await merchantPaymentRoutes(app, deps);
  await merchantSettlementRoutes(app, deps);
  await merchantStoreRoutes(app, deps);
  await merchantLoanRoutes(app, deps);
  await lendingPortfolioRoutes(app, deps);
  await merchantCreditLineRoutes(app, deps);
  await merchantWalletRoutes(app, deps);
  await merchantServiceRequestRoutes(app, deps);
  await merchantAlertRoutes(app, deps);
  await merchantP2pRoutes(app, deps);
  await swipeCommercialRoutes(app, deps);
  // Issue 43 item 7, part 2: interest detail, video-KYC link, recharges, support language (spec §7.4).
  await consumerCallRoutes(app, deps);
  // Issue 44 item 5: the bharat-swipe §7.4 calls (charges, TPV, inactivity, orders, QRs, order link).
  await bharatSwipeRoutes(app, deps);
  // Issue 44 items 2 (part), 4: delivery partners, serviceable pincodes, card deliveries, merchant cards.
  await deliveryRoutes(app, deps);
  await deviceLifecycleRoutes(app, deps);
  // Issue 44 items 2, 3, 4 parts: device onboarding, courier assignment, the delivery dashboard.
  await deviceOnboardingRoutes(app, deps);
  await warehouseRoutes(app, deps);
  await swipeBillingRoutes(app, deps);
  await swipeLimitRoutes(app, deps);
  await deviceReturnRoutes(app, deps);
  await speakerOrderRoutes(app, deps);
  // Issue 45 item 1: settlement files reconciled against merchant transactions, reviews, the on-spot trace.
  await txnReconRoutes(app, deps);

  const { db } = deps;

  // §7.3 GET /qr/crm/order/{x}/status: a job's per-merchant results, 0-based page/size, status and merchant id.
  serve(
    app,
    MERCHANT_UPLOAD_CALLS.qrJobStatus,
    { params: jobParams, querystring: batchStatusQuery, response: batchStatusResponse },
    async (request) => {
      const q = request.query;
      const job = await findJob(db, request.params.jobId, QR_KIND);
      if (!job) throw new RequestError(404, 'No Record Found!');
      const { rows, total } = await listJobRows(db, {
        jobId: job.id,
        page: q.page,
        size: q.size,
        status: q.status,
        merchantId: q.merchant_id || undefined,
      });
      return ok({
        content: rows,
        page: q.page,
        size: q.size,
        totalElements: total,
        totalPages: Math.ceil(total / q.size),
      });
    },
  );

  // The signed-in user's latest bulk QR jobs, so the past-jobs list survives a reload (§3.11: latest 20).
  serve(app, MERCHANT_UPLOAD_CALLS.qrJobs, { response: qrJobsResponse }, async (request) => {
    const jobs = await latestJobs(db, QR_KIND, principalOf(request).staffId, QR_JOBS_KEPT);
    return ok(
      jobs.map((j) => ({
        jobId: String(j.id),
        timestamp: Number(j.created_at),
        status: j.status,
        fileName: j.file_name,
        rows: Number(j.row_count),
      })),
    );
  });
}
