import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DEPOSIT_GUARDRAILS } from '../../../contract/bindings';
import { PagePager } from '../../common/PagePager';
import { QueryState } from '../../common/QueryState';
import type { OpsRequest } from './guardrail-types';
import { useOpsQuery, type Paged } from './ops-hooks';
import { RequestsTable } from './PendingRequests';

/** /deposit/guardrails/audit: every change and (de)activation request, its old and new values and who decided it. */
export default function GuardrailAuditPage() {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const resource = DEPOSIT_GUARDRAILS.name;
  const audit = useOpsQuery<Paged<OpsRequest>>(resource, ['audit', page, 20], (p) =>
    p.getGuardrailAudit(resource, { page, limit: 20 }),
  );
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('investments.guardrails.audit_title')}
      </Typography>
      <QueryState query={audit} isEmpty={() => false}>
        {(requests) => <RequestsTable requests={requests.content} resource={resource} busy={false} />}
      </QueryState>
      {audit.data && audit.data.totalPages > 1 && (
        <PagePager page={page} pages={audit.data.totalPages} onChange={setPage} />
      )}
    </Box>
  );
}
