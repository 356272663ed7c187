import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link, useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { MaskedValue } from '../../common/entity-360';
import { StatusChip } from '../../common/StatusChip';
import { newIdempotencyKey } from '../../common/idempotency-key';
import { formatDateTime, orNotAvailable } from '../../format';
import { useMerchantChangeActions } from './actions';
import { KycDocumentPreview, type KycDocumentRef } from './KycDocumentPreview';
import { KycReview, type ReviewableCase } from './KycReview';
import { REVEAL_ACCESS } from '../../common/entity-360/merchant-reveal-access';
import { isKycDeclaredPii } from '../../../contract/pii';
import { useViewers, useViewing } from '../../common/live/usePresence';
import { BeingReviewed } from '../../common/live/LiveNotes';
import { ListSkeleton } from '../../common/ListSkeleton';

interface CaseDetail {
  case: ReviewableCase & { merchantId: string; merchantName: string; declared: Record<string, unknown> };
  documents: KycDocumentRef[];
  audit: {
    id: number;
    action: string;
    toStatus: string;
    actorEmail: string;
    remarks: string | null;
    createdAt: number;
  }[];
}

const DECLARED = ['legalName', 'pan', 'businessType', 'address', 'gstin'] as const;

/** One KYC case: the documents beside the merchant's declared details, the decision, the KYC audit history. */
export function KycCaseDetail({ back }: { back: string }) {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const actions = useMerchantChangeActions();
  const query = useQuery({
    queryKey: ['kyc-case', id],
    retry: false,
    queryFn: async () => (await actions.getKycCase({ id })) as unknown as CaseDetail,
  });
  const caseId = /^\d+$/.test(id) ? Number(id) : null;
  const viewers = useViewers('kyc-case');
  useViewing('kyc-case', query.data ? caseId : null);
  const backLink = (
    <Button component={Link} to={back}>
      {translate('merchantChanges.bank.back')}
    </Button>
  );
  if (query.isError)
    return (
      <Alert severity="error" action={backLink}>
        {query.error.message}
      </Alert>
    );
  if (!query.data) return <ListSkeleton rows={6} />;
  const { case: kase, documents, audit } = query.data;
  return (
    <Stack spacing={2}>
      <BeingReviewed names={caseId === null ? undefined : viewers.get(caseId)} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h2">
          {translate('merchantChanges.kyc.case_title', { id: kase.id, name: kase.merchantName })}
        </Typography>
        <StatusChip status={kase.status} />
        <Box sx={{ flex: 1 }} />
        {backLink}
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Card variant="outlined" sx={{ flex: 1 }}>
          <CardContent>
            <Typography variant="subtitle1" component="h3">
              {translate('merchantChanges.kyc.declared')}
            </Typography>
            <Table size="small" aria-label={translate('merchantChanges.kyc.declared')}>
              <TableBody>
                <TableRow>
                  <TableCell component="th">{translate('merchantChanges.kyc.columns.merchant')}</TableCell>
                  <TableCell>{kase.merchantId}</TableCell>
                </TableRow>
                {DECLARED.map((f) => (
                  <TableRow key={f}>
                    <TableCell component="th">{translate(`merchantChanges.kyc.declared_fields.${f}`)}</TableCell>
                    <TableCell>
                      {isKycDeclaredPii(f) && typeof kase.declared[f] === 'string' ? (
                        <MaskedValue
                          masked={kase.declared[f]}
                          label={`merchantChanges.kyc.declared_fields.${f}`}
                          {...REVEAL_ACCESS}
                          onReveal={(reason) =>
                            actions.revealBankAccount({
                              merchantId: kase.merchantId,
                              body: { caseId: Number(kase.id), field: f, reason },
                              idempotencyKey: newIdempotencyKey(),
                            })
                          }
                        />
                      ) : (
                        orNotAvailable(kase.declared[f])
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Box sx={{ mt: 2 }}>
              <KycReview kase={kase} />
            </Box>
          </CardContent>
        </Card>
        <Card variant="outlined" sx={{ flex: 1 }}>
          <CardContent>
            <Typography variant="subtitle1" component="h3">
              {translate('merchantChanges.kyc.documents')}
            </Typography>
            {documents.length === 0 && <Typography>{translate('empty.no_record')}</Typography>}
            {documents.map((doc) => (
              <KycDocumentPreview key={doc.id} doc={doc} />
            ))}
          </CardContent>
        </Card>
      </Stack>
      <Typography variant="subtitle1" component="h3">
        {translate('merchantChanges.kyc.audit')}
      </Typography>
      <Table size="small" aria-label={translate('merchantChanges.kyc.audit')}>
        <TableHead>
          <TableRow>
            {['action', 'status', 'actor', 'remarks', 'at'].map((c) => (
              <TableCell key={c}>{translate(`merchantChanges.kyc.columns.${c}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {audit.map((e) => (
            <TableRow key={e.id}>
              <TableCell>{e.action}</TableCell>
              <TableCell>{e.toStatus}</TableCell>
              <TableCell>{e.actorEmail}</TableCell>
              <TableCell>{orNotAvailable(e.remarks)}</TableCell>
              <TableCell>{formatDateTime(e.createdAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
