/** Pure: a stored epoch-ms time as the wire's epoch seconds (spec §9), null kept null. */
export const seconds = (ms: number | null) => (ms === null ? null : Math.floor(Number(ms) / 1000));
