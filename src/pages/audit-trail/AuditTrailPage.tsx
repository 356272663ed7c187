import { useState } from 'react';
import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { auditFilter, formatUtc, summarise, type AuditRecord } from './audit-format';
import { PagePager } from '../../common/PagePager';

const PER_PAGE = 50;
const NO_FILTER = { actor: '', entity: '', action: '', entityId: '' };
const FILTER_LABELS: Record<keyof typeof NO_FILTER, string> = {
  actor: 'pages.audit_trail.user',
  entity: 'pages.audit_trail.entity',
  action: 'pages.audit_trail.action',
  entityId: 'pages.audit_trail.record',
};

/** /audit-trail: who did what and when (read-only), filterable by user, kind and record. */
export default function AuditTrailPage() {
  const translate = useTranslate();
  const [filter, setFilter] = useState(NO_FILTER);
  const [page, setPage] = useState(1);
  const { data = [], total = 0 } = useGetList<AuditRecord>('audit', {
    filter: auditFilter(filter),
    pagination: { page, perPage: PER_PAGE },
    sort: { field: 'id', order: 'DESC' },
  });
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('pages.audit_trail.title')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        {(Object.keys(NO_FILTER) as (keyof typeof NO_FILTER)[]).map((key) => (
          <TextField
            key={key}
            label={translate(FILTER_LABELS[key])}
            value={filter[key]}
            onChange={(e) => {
              setPage(1);
              setFilter((f) => ({ ...f, [key]: e.target.value }));
            }}
          />
        ))}
      </Stack>
      <Table size="small">
        <TableHead>
          <TableRow>
            {['when', 'user', 'action', 'entity', 'record', 'outcome', 'change'].map((h) => (
              <TableCell key={h}>{translate(`pages.audit_trail.${h}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((row) => (
            <TableRow key={row.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatUtc(row.createdAt)}</TableCell>
              <TableCell>{row.actorEmail ?? '—'}</TableCell>
              <TableCell>{row.action}</TableCell>
              <TableCell>{row.entity}</TableCell>
              <TableCell>{row.entityId ?? '—'}</TableCell>
              <TableCell>{row.outcome}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' }}>
                {summarise(row.before)} → {summarise(row.after)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {data.length === 0 && <Typography sx={{ p: 2 }}>{translate('empty.no_record')}</Typography>}
      <PagePager page={page} pages={pages} onChange={setPage} />
    </Box>
  );
}
