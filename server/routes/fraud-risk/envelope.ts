/**
 * The fraud-risk backend answers `{ success, message, data }` as investment does (the simplest "success flag and data
 * field" of spec §7); lists are pages by page and limit from 1 (`content`, `totalElements`).
 */
export {
  fail,
  ok,
  okSchema,
  pagedSchema,
  paged,
  type SuccessEnvelope as FraudRiskEnvelope,
} from '../success-envelope.js';
