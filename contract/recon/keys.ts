/**
 * The reconciliation's permission keys, apart from its rules (contract/recon/rules.ts): the route table and the menu
 * read them on the first screen, and the rules bring the file checks and their zod schemas, which no first screen needs.
 */
import type { PermissionKey } from '../permissions';

/** Reading runs and the on-spot trace. */
export const RECON_VIEW_KEY = 'CAN_VIEW_RECON' satisfies PermissionKey;
/** Uploading a settlement file (a run). */
export const RECON_UPLOAD_KEY = 'CAN_UPLOAD_RECON_FILE' satisfies PermissionKey;
/** Marking a run's row reviewed with remarks. */
export const RECON_REVIEW_KEY = 'CAN_REVIEW_RECON' satisfies PermissionKey;
