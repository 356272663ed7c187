/** A successful merchant transaction given this RRN by the recon seed, in no seeded run: the journey's file names it. */
export const RECON_E2E_REF = 'RCNE2E000001';
/** A line of the open demo run that no transaction of ours has. */
export const RECON_THEIRS_ONLY_REF = 'RCNTHEIRS0001';
