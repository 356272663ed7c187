/** Investment and FD answer `{ success, message, data }`; lists page/limit from 1 (alert logs from 0). */
export * from '../success-envelope.js';
