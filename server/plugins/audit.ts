/**
 * The audit trail's writer, for the routes that mutate (DESIGN.md §5: every mutation writes one append-only row).
 * Its queries live in repositories/audit.ts; this name stays for the routes that import it from here.
 */
export { writeAudit, type AuditEntry, type AuditOutcome } from '../repositories/audit.js';
