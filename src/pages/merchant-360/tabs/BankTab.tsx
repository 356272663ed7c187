import { useTranslate } from 'react-admin';
import { MaskedValue, useEntity360 } from '../../../common/entity-360';
import { newIdempotencyKey } from '../../../common/idempotency-key';
import { useMerchantChangeActions } from '../../merchant-changes/actions';
import { StatusChip } from '../../../common/StatusChip';
import { formatDateTime, orNotAvailable } from '../../../format';
import { Section } from '../Field';
import { ReadTable } from '../ReadTable';
import { useKycRead } from '../kyc-reads';
import { maskAccountNumber } from '../../../../contract/pii';
import { REVEAL_ACCESS } from '../../../common/entity-360/merchant-reveal-access';

type Json = Record<string, unknown>;
const labelOf = (account: Json | null | undefined) => orNotAvailable(account?.label);

/**
 * Bank change audit: the merchant's bank accounts, each named by its label (spec §3.6: first 4 of the IFSC and last
 * 4 of the account number), the account number masked; and every bank change raised for it, old and new, maker,
 * checker and status (spec §7.3 GET /merchants/{id}/bank-accounts, /bank-change/audit). Two queries.
 */
export default function BankTab() {
  const { entityId } = useEntity360();
  const translate = useTranslate();
  const actions = useMerchantChangeActions();
  const accounts = useKycRead(entityId, 'bankAccounts');
  const audit = useKycRead(entityId, 'bankChangeAudit');
  const purpose = (p: string | null) => (p ? translate(`merchant360Kyc.purpose.${p}`, { _: p }) : null);
  return (
    <>
      <Section title="merchant360Kyc.bank_accounts_section">
        <ReadTable
          label="merchant360Kyc.bank_accounts_section"
          read={accounts}
          columns={[
            { label: 'merchant360Kyc.f.label', render: (a) => <strong>{a.label}</strong> },
            { label: 'merchant360Kyc.f.purpose', render: (a) => purpose(a.purpose) },
            {
              label: 'merchant360Kyc.f.account_number',
              render: (a) => (
                <MaskedValue
                  masked={maskAccountNumber(a.accountNumber)}
                  label="merchant360Kyc.f.account_number"
                  {...REVEAL_ACCESS}
                  onReveal={(reason) =>
                    actions.revealBankAccount({
                      merchantId: entityId,
                      body: { accountId: Number(a.id), reason },
                      idempotencyKey: newIdempotencyKey(),
                    })
                  }
                />
              ),
            },
            { label: 'merchant360Kyc.f.ifsc', render: (a) => a.ifsc },
            { label: 'merchant360Kyc.f.bank_name', render: (a) => a.bankName },
            { label: 'merchant360Kyc.f.status', render: (a) => <StatusChip status={a.status} /> },
            { label: 'merchant360Kyc.f.added_at', render: (a) => formatDateTime(a.createdAt) },
          ]}
        />
      </Section>
      <Section title="merchant360Kyc.bank_audit_section">
        <ReadTable
          label="merchant360Kyc.bank_audit_section"
          read={audit}
          columns={[
            { label: 'merchant360Kyc.f.request_id', render: (r) => r.id },
            { label: 'merchant360Kyc.f.purpose', render: (r) => purpose(r.purpose) },
            { label: 'merchant360Kyc.f.previous', render: (r) => labelOf(r.previous) },
            { label: 'merchant360Kyc.f.proposed', render: (r) => labelOf(r.proposed) },
            { label: 'merchant360Kyc.f.maker', render: (r) => r.makerEmail },
            { label: 'merchant360Kyc.f.checker', render: (r) => r.checkerEmail },
            { label: 'merchant360Kyc.f.raised_at', render: (r) => formatDateTime(r.createdAt) },
            { label: 'merchant360Kyc.f.decided_at', render: (r) => (r.decidedAt ? formatDateTime(r.decidedAt) : null) },
            { label: 'merchant360Kyc.f.status', render: (r) => <StatusChip status={r.status} /> },
          ]}
        />
      </Section>
    </>
  );
}
