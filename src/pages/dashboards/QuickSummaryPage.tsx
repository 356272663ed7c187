import type { ReactNode } from 'react';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useBasename, useTranslate } from 'react-admin';
import type { StateCount } from '../../../contract/dashboards/calls';
import { getQuickSummary } from '../../../dataProviders/crm/dashboards';
import { PageFrame } from '../../common/PageFrame';
import { QueryState } from '../../common/QueryState';
import { formatDateTime } from '../../format';
import { ageOf } from '../approvals/inbox-row';
import { ChartFigure } from './ChartFigure';
import { CASE_STATUS_LABELS, type CaseStatus } from '../../../contract/disputes/rules';
import { approvalsLink, disputesLink, jobsLink, payoutsLink, slaLink, uploadsLink } from './quick-summary-links';

const T = 'dashboards.quick';
export const QUICK_SUMMARY_KEY = ['dashboards', 'quick-summary'] as const;

/** One figure: its number and what it counts; a link to the list it counts, under the filter that gives that number. */
function Tile({ label, count, to, note }: { label: string; count: number; to?: string; note?: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  const body = (
    <CardContent>
      <Typography variant="h4" component="p" data-testid="tile-count">
        {count.toLocaleString('en-IN')}
      </Typography>
      <Typography variant="body2">{label}</Typography>
      {note && <Typography variant="caption">{note}</Typography>}
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ minWidth: 180 }}>
      {to ? (
        <CardActionArea
          component={Link}
          to={`${basename}${to}`}
          aria-label={`${translate(`${T}.open_list`, { what: label })}: ${count}`}
        >
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}

function Tiles({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(title)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>{children}</Box>
    </Box>
  );
}

const stateTiles = (rows: readonly StateCount[], link?: (state: string) => string, label = (s: string) => s) =>
  rows.map((r) => <Tile key={r.state} label={label(r.state)} count={r.count} to={link?.(r.state)} />);

/**
 * /quick-summary (spec §2.3 Dashboards; issue 46 item 1): payouts by state, approvals waiting per kind, disputes,
 * uploads and background jobs by state, SLA breaches, all counted by the server in one read (refreshed each minute).
 * Each tile opens the list it counts under the filter that gives the same number (the server counts each tile by its
 * list's own filter): payouts by status, the inbox by kind, the case list by product and status, the upload activity
 * by outcome, the Bulk Process monitor by state.
 */
export default function QuickSummaryPage() {
  const translate = useTranslate();
  const oldestText = (oldest: number, at: number) => {
    const age = ageOf(oldest, at);
    return translate(`${T}.oldest`, { age: translate(`keyboard.inbox.age.${age.unit}`, { n: age.n }) });
  };
  const summary = useQuery({
    queryKey: QUICK_SUMMARY_KEY,
    queryFn: ({ signal }) => getQuickSummary(signal),
    refetchInterval: 60_000,
  });
  return (
    <PageFrame title="dashboards.quick_title">
      <Typography sx={{ mb: 2 }}>{translate(`${T}.intro`)}</Typography>
      <QueryState query={summary} items="dashboards.items">
        {(s) => (
          <>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {translate('dashboards.as_of', { time: formatDateTime(s.at) })}
            </Typography>
            <Tiles title={`${T}.payouts`}>{stateTiles(s.payouts, payoutsLink)}</Tiles>
            <Tiles title={`${T}.approvals`}>
              {s.approvals.length === 0 ? (
                <Typography>{translate(`${T}.approvals_none`)}</Typography>
              ) : (
                s.approvals.map((a) => (
                  <Tile
                    key={a.kind}
                    label={translate(`pages.approvals.kinds.${a.kind}`)}
                    count={a.pending}
                    to={approvalsLink(a.kind)}
                    note={a.oldest === null ? undefined : oldestText(a.oldest, s.at)}
                  />
                ))
              )}
            </Tiles>
            <Tiles title={`${T}.sla`}>
              {s.sla.map((b) => (
                <Tile
                  key={`${b.state}-${b.product ?? ''}-${b.status ?? ''}`}
                  label={[
                    translate(`${T}.sla_states.${b.state}`),
                    ...(b.product ? [b.product] : []),
                    ...(b.status ? [CASE_STATUS_LABELS[b.status as CaseStatus] ?? b.status] : []),
                  ].join(' · ')}
                  count={b.count}
                  to={slaLink(b)}
                />
              ))}
            </Tiles>
            <Tiles title={`${T}.disputes`}>
              {s.disputes.length === 0 ? (
                <Typography>{translate(`${T}.disputes_none`)}</Typography>
              ) : (
                s.disputes.map((d) => (
                  <Tile
                    key={`${d.product}-${d.state}`}
                    label={`${d.product} · ${CASE_STATUS_LABELS[d.state as CaseStatus] ?? d.state}`}
                    count={d.count}
                    to={disputesLink(d.product, d.state)}
                  />
                ))
              )}
            </Tiles>
            <Tiles title={`${T}.uploads`}>
              {stateTiles(s.uploads, uploadsLink, (k) => translate(`${T}.upload_states.${k}`, { _: k }))}
            </Tiles>
            <Tiles title={`${T}.jobs`}>
              {stateTiles(s.jobs, jobsLink, (k) => translate(`${T}.job_states.${k}`, { _: k }))}
            </Tiles>
            <ChartFigure
              title={`${T}.payouts`}
              rows={s.payouts.map((p) => ({ id: p.state, ...p }))}
              band="state"
              series={[{ field: 'count', label: `${T}.count` }]}
              columns={[
                { label: `${T}.state`, render: (r) => r.state },
                { label: `${T}.count`, render: (r) => r.count },
              ]}
            />
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}
