export { formatInr, groupIndian, parseAmount, type ParsedAmount } from './money';
export { formatDate, formatDateTime, epochSecondsToMillis, toDate, formatIst } from './dates';
export { NOT_AVAILABLE, isBlank, orNotAvailable } from './empty';
export { statusColour, type StatusColour } from './status-colour';
