/**
 * The general input patterns of spec §5.5, one definition each for the console and the server.
 * Pincode: 6 digits (an Indian pincode never starts with 0, so neither may ours).
 */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
export const isPincode = (v: string): boolean => PINCODE_PATTERN.test(v);
