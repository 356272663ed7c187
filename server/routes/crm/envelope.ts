/** The CRM API answers `{ success, message, data }` (spec §3.25, §7.1): GET reads `data`, POST reads `message`. */
export { fail, ok, okSchema, pageSizeSchema, type SuccessEnvelope as CrmEnvelope } from '../success-envelope.js';
