/** Investment and FD answer `{ success, message, data }`; lists page/limit from 1 (alert logs from 0). */
export {
  fail,
  ok,
  okSchema,
  pagedSchema,
  paged,
  type PagedData,
  type SuccessEnvelope as InvestmentEnvelope,
} from '../success-envelope.js';
