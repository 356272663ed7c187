/** A sign-in started at the OpenID provider (migration 0033; contract/sso.ts); its ticket once accepted. */
export interface SsoLoginTable {
  state: string;
  nonce: string;
  code_verifier: string;
  return_to: string;
  /** Set with the ticket when the provider's answer is accepted. */
  staff_id: number | null;
  /** SHA-256 (hex) of the one-time ticket the console redeems for a session. */
  ticket_hash: string | null;
  created_at: number;
  /** Epoch ms: the sign-in, then the ticket, counts only while this is ahead. */
  expires_at: number;
}
