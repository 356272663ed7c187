import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Paper, Stack, TableContainer, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { editCpvAgent, listCpvAgents, type CpvAgent } from '../../../dataProviders/crm/cpv';
import { ColumnTable } from '../../common/ColumnTable';
import { QueryState } from '../../common/QueryState';
import { RemarksDialog } from '../../common/RemarksDialog';
import { StatusChip } from '../../common/StatusChip';
import { useChangeMutation } from '../../common/useChangeMutation';
import { AgentDialog, CPV_AGENTS_QUERY } from './AgentDialog';
import { deactivateSummary } from './cpv-summaries';

/** The fields of an agent an edit sends back unchanged (the mobile stays as stored). */
const kept = (a: CpvAgent) => ({
  name: a.name,
  email: a.email,
  city: a.city,
  pincodes: a.pincodes,
  version: a.version,
});

/**
 * /cpv-add-agent (the spec names the route only; issue 43 item 6): the CPV field agents, active first, each with the
 * pincodes served and the visits they hold; add, edit, deactivate (refused by the server while they hold open visits,
 * naming how many) or activate again. Every change audited on the server.
 */
export default function CpvAgentsPage() {
  const translate = useTranslate();
  const agents = useQuery({ queryKey: [CPV_AGENTS_QUERY], queryFn: ({ signal }) => listCpvAgents(signal) });
  const [editing, setEditing] = useState<{ agent: CpvAgent | null } | null>(null);
  const [deactivating, setDeactivating] = useState<CpvAgent | null>(null);
  const toggle = useChangeMutation({
    call: ({ a, active }: { a: CpvAgent; active: boolean }, idempotencyKey) =>
      editCpvAgent(a.id, { ...kept(a), active }, idempotencyKey),
    success: (r) => translate(r.data.active ? 'cpv.agents.saved' : 'cpv.agents.deactivated', { name: r.data.name }),
    failure: null,
    refresh: [[CPV_AGENTS_QUERY]],
    done: () => setDeactivating(null),
  });
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h4" component="h1">
          {translate('cpv.agents_title')}
        </Typography>
        <Button variant="contained" onClick={() => setEditing({ agent: null })}>
          {translate('cpv.agents.add')}
        </Button>
      </Stack>
      <QueryState query={agents} items="cpv.agents.items">
        {(rows) => (
          <TableContainer component={Paper} variant="outlined">
            <ColumnTable
              label="cpv.agents.list"
              rows={rows}
              columns={[
                { label: 'cpv.f.name', render: (a) => a.name },
                { label: 'cpv.f.email', render: (a) => a.email },
                { label: 'cpv.f.mobile', render: (a) => a.mobile },
                { label: 'cpv.f.city', render: (a) => a.city },
                { label: 'cpv.f.pincodes', render: (a) => a.pincodes.join(', ') },
                { label: 'cpv.f.open', render: (a) => a.open },
                {
                  label: 'cpv.f.status',
                  render: (a) => <StatusChip status={translate(a.active ? 'cpv.f.active' : 'cpv.agents.inactive')} />,
                },
                {
                  label: 'cpv.f.actions',
                  render: (a) => (
                    <Stack direction="row" spacing={1}>
                      <Button
                        size="small"
                        aria-label={translate('cpv.agents.edit_named', { name: a.name })}
                        onClick={() => setEditing({ agent: a })}
                      >
                        {translate('cpv.agents.edit')}
                      </Button>
                      {a.active ? (
                        <Button
                          size="small"
                          color="error"
                          aria-label={translate('cpv.agents.deactivate_named', { name: a.name })}
                          onClick={() => setDeactivating(a)}
                        >
                          {translate('cpv.agents.deactivate')}
                        </Button>
                      ) : (
                        <Button
                          size="small"
                          disabled={toggle.isPending}
                          onClick={() => toggle.mutate({ a, active: true })}
                        >
                          {translate('cpv.agents.activate')}
                        </Button>
                      )}
                    </Stack>
                  ),
                },
              ]}
            />
          </TableContainer>
        )}
      </QueryState>
      {editing && <AgentDialog open agent={editing.agent} onClose={() => setEditing(null)} />}
      <RemarksDialog
        open={deactivating !== null}
        title="cpv.agents.deactivate_title"
        titleArgs={{ name: deactivating?.name ?? '' }}
        confirmLabel="cpv.agents.deactivate"
        remarks={false}
        busy={toggle.isPending}
        summary={deactivating ? deactivateSummary(translate, deactivating) : undefined}
        onCancel={() => setDeactivating(null)}
        onConfirm={() => deactivating && toggle.mutate({ a: deactivating, active: false })}
      />
    </Box>
  );
}
