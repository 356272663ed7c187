import { useState } from 'react';
import {
  Box,
  Button,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { FRM_CATEGORIES, FRM_PRODUCTS, FRM_STATES } from '../../../contract/frm/rules';
import {
  listFrmComplaints,
  type FrmFilters,
  type FrmPage as ComplaintPage,
} from '../../../dataProviders/fraud-risk/frm';
import { FilterForm } from '../../common/FilterForm';
import { useFilteredPages } from '../../common/filtered-pages';
import { PagePager } from '../../common/PagePager';
import { QueryState } from '../../common/QueryState';
import { StatusChip } from '../../common/StatusChip';
import { formatDateTime, formatInr, orNotAvailable } from '../../format';
import { FrmDetailDrawer } from './FrmDetailDrawer';

export const FRM_PAGE_SIZE = 25;

/** The filter selects: each value list from contract/frm/rules.ts, its options' labels by key or as they are. */
const SELECTS = [
  { key: 'status', values: FRM_STATES, label: (t: (k: string) => string, v: string) => t(`frm.status.${v}`) },
  { key: 'product', values: FRM_PRODUCTS, label: (_t: (k: string) => string, v: string) => v },
  { key: 'category', values: FRM_CATEGORIES, label: (_t: (k: string) => string, v: string) => v },
] as const;

/** The filter form: status, product, category, assignee and a search by reference, merchant id or RRN. */
function FrmFilterForm({ onApply }: { onApply: (f: FrmFilters) => void }) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<FrmFilters>({});
  const set = (key: keyof FrmFilters) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  return (
    <FilterForm label="frm.filters" apply="frm.apply" onSubmit={() => onApply(draft)}>
      <TextField
        label={translate('frm.search')}
        helperText={translate('frm.search_hint')}
        value={draft.q ?? ''}
        onChange={set('q')}
        size="small"
      />
      {SELECTS.map(({ key, values, label }) => (
        <TextField
          key={key}
          select
          size="small"
          sx={{ minWidth: 160 }}
          label={translate(`frm.field.${key}`)}
          value={draft[key] ?? ''}
          onChange={set(key)}
        >
          <MenuItem value="">{translate('frm.any')}</MenuItem>
          {values.map((v) => (
            <MenuItem key={v} value={v}>
              {label(translate, v)}
            </MenuItem>
          ))}
        </TextField>
      ))}
      <TextField
        label={translate('frm.field.assignee')}
        value={draft.assignee ?? ''}
        onChange={set('assignee')}
        size="small"
      />
    </FilterForm>
  );
}

/**
 * /frm (spec §2.3; issue 43 item 4): the FRM complaints the fraud-risk backend holds, newest first, filtered and paged
 * by the server; a reference opens the complaint in a drawer to assign it, add notes and move it on.
 */
export default function FrmPage() {
  const translate = useTranslate();
  const { query, page, pages, setPage, apply } = useFilteredPages<FrmFilters, ComplaintPage>(
    'frm-complaints',
    listFrmComplaints,
    FRM_PAGE_SIZE,
    {},
  );
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('frm.title')}
      </Typography>
      <FrmFilterForm onApply={apply} />
      <QueryState query={query} isEmpty={(d) => d.content.length === 0} items="frm.items">
        {(data) => (
          <>
            <TableContainer component={Paper} variant="outlined">
              <Table size="small" aria-label={translate('frm.list_label')}>
                <TableHead>
                  <TableRow>
                    {[
                      'reference',
                      'status',
                      'product',
                      'merchant',
                      'rrn',
                      'amount_at_risk',
                      'category',
                      'assignee',
                      'raised_at',
                    ].map((c) => (
                      <TableCell key={c}>{translate(`frm.field.${c}`)}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.content.map((c) => (
                    <TableRow key={c.id} hover>
                      <TableCell>
                        <Button
                          size="small"
                          onClick={() => setOpenId(c.id)}
                          aria-label={translate('frm.open', { reference: c.reference })}
                        >
                          {c.reference}
                        </Button>
                      </TableCell>
                      <TableCell>
                        <StatusChip status={translate(`frm.status.${c.status}`)} />
                      </TableCell>
                      <TableCell>{c.product}</TableCell>
                      <TableCell>{c.merchantId}</TableCell>
                      <TableCell>{c.rrn}</TableCell>
                      <TableCell>{formatInr(c.amountAtRisk)}</TableCell>
                      <TableCell>{c.category}</TableCell>
                      <TableCell>{orNotAvailable(c.assignee)}</TableCell>
                      <TableCell>{formatDateTime(c.raisedAt)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <PagePager page={page} pages={pages} onChange={setPage} />
          </>
        )}
      </QueryState>
      {openId !== null && (
        <FrmDetailDrawer id={openId} onClose={() => setOpenId(null)} onChanged={() => void query.refetch()} />
      )}
    </Box>
  );
}
