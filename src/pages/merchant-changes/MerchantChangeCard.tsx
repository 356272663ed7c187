import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime, formatInr, orNotAvailable } from '../../format';
import { DecisionActions } from '../approvals/DecisionActions';
import type { ApprovalRequestRecord } from '../approvals/request-diff';

const KINDS = ['BANK_CHANGE', 'SETTLEMENT_UNBLOCK', 'KYC_REVIEW', 'SETTLEMENT_TYPE'] as const;
export const isMerchantChangeKind = (kind: string): kind is (typeof KINDS)[number] =>
  (KINDS as readonly string[]).includes(kind);

/** The fields each kind's diff shows, old beside new (the request's `previous` and `proposed`). */
const FIELDS: Record<(typeof KINDS)[number], readonly string[]> = {
  BANK_CHANGE: [
    'merchantId',
    'purpose',
    'label',
    'accountNumber',
    'ifsc',
    'beneficiaryName',
    'bankName',
    'nameAtBank',
    'matchScore',
  ],
  SETTLEMENT_UNBLOCK: ['merchantId', 'blockId', 'blockType', 'amountHeld', 'reason', 'status', 'unblockReason'],
  KYC_REVIEW: ['merchantId', 'caseId', 'kycStatus', 'decision', 'reason'],
  SETTLEMENT_TYPE: ['merchantId', 'settlementType', 'changeReason'],
};

/** Each kind's name, and the labels of fields outside `merchantChanges.diff`. */
const KIND_LABEL: Record<(typeof KINDS)[number], string> = {
  BANK_CHANGE: 'merchantChanges.kinds.BANK_CHANGE',
  SETTLEMENT_UNBLOCK: 'merchantChanges.kinds.SETTLEMENT_UNBLOCK',
  KYC_REVIEW: 'merchantChanges.kinds.KYC_REVIEW',
  SETTLEMENT_TYPE: 'merchantChanges.settlementType.kind',
};
const FIELD_LABEL: Readonly<Record<string, string>> = {
  settlementType: 'merchantChanges.settlementType.diff.settlementType',
  changeReason: 'merchantChanges.settlementType.diff.changeReason',
};

const show = (field: string, value: unknown) => (field === 'amountHeld' ? formatInr(value) : orNotAvailable(value));

/** A merchant change in the approvals inbox: who raised it, and the old values beside the new ones. */
export function MerchantChangeCard({
  request,
  onDecide,
}: {
  request: ApprovalRequestRecord;
  onDecide(isApproved: boolean): void;
}) {
  const translate = useTranslate();
  const kind = request.kind as (typeof KINDS)[number];
  const title = `${translate(KIND_LABEL[kind])} #${request.id}`;
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
        <Table size="small" aria-label={translate('merchantChanges.bank.side_by_side')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('merchantChanges.bank.field')}</TableCell>
              <TableCell>{translate('merchantChanges.bank.old')}</TableCell>
              <TableCell>{translate('merchantChanges.bank.new')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {FIELDS[kind].map((field) => {
              const before = request.previous?.[field];
              const after = request.proposed[field];
              const moved = String(before ?? '') !== String(after ?? '');
              return (
                <TableRow key={field}>
                  <TableCell component="th" scope="row">
                    {translate(FIELD_LABEL[field] ?? `merchantChanges.diff.${field}`)}
                  </TableCell>
                  <TableCell>{show(field, before)}</TableCell>
                  <TableCell sx={moved ? { fontWeight: 'bold' } : undefined}>{show(field, after)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </CardContent>
      <DecisionActions
        canDecide={request.canDecide}
        raisedByViewer={request.raisedByViewer}
        ownNote="pages.approvals.own_request"
        onDecide={onDecide}
      />
    </Card>
  );
}
