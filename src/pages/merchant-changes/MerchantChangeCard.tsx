import { Card, CardContent, TableCell, TableRow, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { MaskedValue } from '../../common/entity-360';
import { newIdempotencyKey } from '../../common/idempotency-key';
import { formatDateTime } from '../../format';
import { DecisionActions } from '../approvals/DecisionActions';
import type { ApprovalRequestRecord } from '../approvals/request-diff';
import { useMerchantChangeActions } from './actions';
import { SideBySideTable, type AccountSide } from './AccountsSideBySide';
import { REVEAL_ACCESS } from '../../common/entity-360/merchant-reveal-access';
import {
  isMerchantChangeKind,
  MERCHANT_CHANGE_FIELDS,
  merchantChangeFieldLabel,
  showMerchantChangeValue,
  type MerchantChangeKind,
} from './change-fields';

export { isMerchantChangeKind };
const FIELDS = MERCHANT_CHANGE_FIELDS;

/** Each kind's name. */
const KIND_LABEL: Record<MerchantChangeKind, string> = {
  BANK_CHANGE: 'merchantChanges.kinds.BANK_CHANGE',
  SETTLEMENT_UNBLOCK: 'merchantChanges.kinds.SETTLEMENT_UNBLOCK',
  KYC_REVIEW: 'merchantChanges.kinds.KYC_REVIEW',
  SETTLEMENT_TYPE: 'merchantChanges.settlementType.kind',
};
const show = showMerchantChangeValue;

/** A merchant change in the approvals inbox: who raised it, and the old values beside the new ones. */
export function MerchantChangeCard({
  request,
  onDecide,
}: {
  request: ApprovalRequestRecord;
  onDecide(isApproved: boolean): void;
}) {
  const translate = useTranslate();
  const kind = request.kind as MerchantChangeKind;
  const title = `${translate(KIND_LABEL[kind])} #${request.id}`;
  // A bank change's account numbers come masked; who may reveal them (the reveal call's permission) gets 'Reveal'.
  const { canAccess: mayReveal } = useCanAccess({
    resource: REVEAL_ACCESS.revealResource,
    action: REVEAL_ACCESS.revealAction,
  });
  const actions = useMerchantChangeActions();
  const cell = (field: string, side: AccountSide, value: unknown) =>
    kind === 'BANK_CHANGE' && field === 'accountNumber' && mayReveal && typeof value === 'string' && value !== '' ? (
      <MaskedValue
        masked={value}
        label="merchantChanges.bank.fields.accountNumber"
        {...REVEAL_ACCESS}
        onReveal={(reason) =>
          actions.revealBankAccount({
            merchantId: String(request.proposed.merchantId),
            body: { requestId: Number(request.id), side, reason },
            idempotencyKey: newIdempotencyKey(),
          })
        }
      />
    ) : (
      show(field, value)
    );
  return (
    <Card variant="outlined" component="article" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('merchantChanges.bank.raised_by', {
            maker: request.makerEmail,
            at: formatDateTime(request.createdAt),
          })}
          : {request.makerRemarks}
        </Typography>
        <SideBySideTable>
          {FIELDS[kind].map((field) => {
            const before = request.previous?.[field];
            const after = request.proposed[field];
            const moved = String(before ?? '') !== String(after ?? '');
            return (
              <TableRow key={field}>
                <TableCell component="th" scope="row">
                  {translate(merchantChangeFieldLabel(field))}
                </TableCell>
                <TableCell>{cell(field, 'previous', before)}</TableCell>
                <TableCell sx={moved ? { fontWeight: 'bold' } : undefined}>{cell(field, 'proposed', after)}</TableCell>
              </TableRow>
            );
          })}
        </SideBySideTable>
      </CardContent>
      <DecisionActions item={request} onDecide={onDecide} />
    </Card>
  );
}
