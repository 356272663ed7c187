import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { devOutboxRoutes } from './dev-outbox.js';
import { approvalsInboxRoutes } from './approvals-inbox.js';
import { makerCheckerRoutes } from './maker-checker.js';
import { createCodeDelivery } from './otp-delivery.js';
import { otpRoutes } from './otp-routes.js';
import { crmUserRoutes } from './users.js';
import { merchantBankChangeRoutes } from './merchant-bank-changes.js';
import { merchantBankRevealRoutes } from './merchant-bank-reveal.js';
import { merchantKycRoutes } from './merchant-kyc.js';
import { crmMerchantDeskRoutes } from './merchant-freshbots.js';
import { crmMerchantRoutes } from './merchant-360.js';
import { merchantCpvRoutes } from './merchant-cpv.js';
import { merchantDeclarationRoutes } from './merchant-declaration.js';
import { savedViewRoutes } from './saved-views.js';
import { loginBlockRoutes } from './login-blocks.js';
import { kycLoadRoutes } from './kyc-load.js';
import { liveRoutes } from './live.js';
import { sessionActivityRoutes } from './session-activity.js';
import { ssoRoutes } from './sso-routes.js';
import { merchantMccRoutes } from './merchant-mcc.js';

/** The CRM API (spec §7.2, §7.3) on its `{ success, message, data }` envelope, mounted at /api/crm. */
export async function crmRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const deliver = createCodeDelivery(deps.config, deps.db, app.log);
  await otpRoutes(app, { db: deps.db, config: deps.config, deliver });
  await ssoRoutes(app, deps);
  await crmUserRoutes(app, deps);
  await makerCheckerRoutes(app, deps);
  await approvalsInboxRoutes(app, deps);
  await merchantBankChangeRoutes(app, deps);
  await merchantBankRevealRoutes(app, deps);
  await merchantKycRoutes(app, deps);
  await crmMerchantRoutes(app, deps);
  await crmMerchantDeskRoutes(app, deps);
  await merchantCpvRoutes(app, deps);
  await merchantDeclarationRoutes(app, deps);
  await savedViewRoutes(app, deps);
  await loginBlockRoutes(app, deps);
  await kycLoadRoutes(app, deps);
  await liveRoutes(app, deps);
  await sessionActivityRoutes(app);
  await merchantMccRoutes(app, deps);
  if (deps.config.devMode) await devOutboxRoutes(app, deps);
}
