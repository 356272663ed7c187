import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link, useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { BankVerificationDto } from '../../../contract/merchant-changes/bank';
import type { DecisionTrail, ProposedChange } from '../../../contract/approvals/request-trail';
import { StatusChip } from '../../common/StatusChip';
import { newIdempotencyKey } from '../../common/idempotency-key';
import { formatDateTime, orNotAvailable } from '../../format';
import { useMerchantChangeActions } from './actions';
import { AccountsSideBySide } from './AccountsSideBySide';
import { DecisionButtons, type DecidableRequest } from './DecisionButtons';
import { VerificationPanel } from './VerificationPanel';
import { ListSkeleton } from '../../common/ListSkeleton';

interface Detail {
  request: DecidableRequest &
    ProposedChange &
    Omit<DecisionTrail, 'decidedAt'> & {
      merchantId: string;
      purpose: string;
    };
  merchant: { merchantId: string; name: string } | null;
  verification: BankVerificationDto | null;
}

/** /bank-change/bank-change-detail/{id}/{merchant_id}/{isLoanType}: the request, its evidence, the decision. */
export function BankChangeDetail({ listPath }: { listPath: string }) {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const actions = useMerchantChangeActions();
  const queryKey = ['bank-change', id] as const;
  const query = useQuery({
    queryKey,
    enabled: /^\d+$/.test(id),
    retry: false,
    queryFn: async () => (await actions.getBankChange({ id })) as unknown as Detail,
  });
  const back = (
    <Button component={Link} to={listPath}>
      {translate('merchantChanges.bank.back')}
    </Button>
  );
  if (!/^\d+$/.test(id)) return <Alert severity="info">{translate('merchantChanges.bank.pick_request')}</Alert>;
  if (query.isError)
    return (
      <Alert severity="error" action={back}>
        {query.error.message}
      </Alert>
    );
  if (!query.data) return <ListSkeleton rows={6} />;
  const { request, merchant, verification } = query.data;
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography variant="h6" component="h2">
              {translate('merchantChanges.bank.detail_title', { id: request.id })}
            </Typography>
            <StatusChip status={request.status} />
            <Box sx={{ flex: 1 }} />
            {back}
          </Stack>
          <Typography>
            {translate('merchantChanges.bank.merchant')}: <strong>{merchant?.name ?? request.merchantId}</strong> (
            {request.merchantId}) · {translate(`merchantChanges.bank.purposes.${request.purpose}`)}
          </Typography>
          {verification && <VerificationPanel verification={verification} />}
          <AccountsSideBySide
            previous={request.previous}
            proposed={request.proposed}
            onReveal={(side, reason) =>
              actions.revealBankAccount({
                merchantId: request.merchantId,
                body: { requestId: Number(request.id), side, reason },
                idempotencyKey: newIdempotencyKey(),
              })
            }
          />
          <Typography variant="body2">
            {translate('merchantChanges.bank.raised_by', {
              maker: request.makerEmail,
              at: formatDateTime(request.createdAt),
            })}
            : {request.makerRemarks}
          </Typography>
          {request.checkerEmail && (
            <Typography variant="body2">
              {translate('merchantChanges.bank.decided_by', { checker: request.checkerEmail })}:{' '}
              {orNotAvailable(request.checkerRemarks)}
            </Typography>
          )}
          <DecisionButtons
            kind="BANK_CHANGE"
            request={request}
            queryKey={queryKey}
            toast={{
              approved: 'merchantChanges.bank.updated',
              rejected: 'merchantChanges.decide.rejected',
              error: 'merchantChanges.bank.update_error',
            }}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
