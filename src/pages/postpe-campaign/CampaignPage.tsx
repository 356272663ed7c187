import { useState } from 'react';
import { Button, Chip, Paper, Stack, TableContainer, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useTranslate } from 'react-admin';
import { CAMPAIGN_MOVES, type CampaignMove } from '../../../contract/postpe-campaign/rules';
import { listCampaigns, moveCampaign, raiseLaunch, type Campaign } from '../../../dataProviders/crm/postpe-campaign';
import { ColumnTable, type TableColumn } from '../../common/ColumnTable';
import { PageFrame } from '../../common/PageFrame';
import { QueryState } from '../../common/QueryState';
import { MoveConfirm, RowAction } from '../../common/RowAction';
import { RemarksDialog } from '../../common/RemarksDialog';
import { useChangeMutation } from '../../common/useChangeMutation';
import { formatIst } from '../../format';
import { partOf } from '../types';
import { audienceText, launchSummary, moveSummary } from './campaign-form';
import { CAMPAIGNS_KEY, CampaignFormDialog } from './CampaignFormDialog';

const T = 'postpeCampaign';
type Move = { how: CampaignMove; campaign: Campaign };

/**
 * /postpe-campaign (spec §2.3 Pay-later; issue 46 item 2): every campaign with its state, audience size, channel,
 * IST window and content; a manager drafts one and sends a draft for launch (a checker approves it in the inbox:
 * CAMPAIGN_LAUNCH); ops pause, resume and end a launched one. Each change restated before it is sent.
 */
export default function CampaignPage() {
  const translate = useTranslate();
  const page = { name: 'postpe-campaign' };
  const { canAccess: canManage } = useCanAccess({ resource: partOf(page, 'manage'), action: 'access' });
  const { canAccess: canOperate } = useCanAccess({ resource: partOf(page, 'operate'), action: 'access' });
  const campaigns = useQuery({ queryKey: CAMPAIGNS_KEY, queryFn: ({ signal }) => listCampaigns(signal) });
  const [creating, setCreating] = useState(false);
  const [launching, setLaunching] = useState<Campaign | null>(null);
  const [moving, setMoving] = useState<Move | null>(null);
  const launch = useChangeMutation({
    call: (v: { c: Campaign; remarks: string }, key: string) => raiseLaunch(v.c, v.remarks, key),
    success: () => translate(`${T}.launch_sent`, { name: launching?.name ?? '' }),
    failure: null,
    refresh: [CAMPAIGNS_KEY],
    done: () => setLaunching(null),
  });
  const move = useChangeMutation({
    call: (m: Move, key: string) => moveCampaign(m.how, m.campaign, key),
    success: (r) => translate(`${T}.moved.${r.data.state}`, { name: r.data.name }),
    failure: null,
    refresh: [CAMPAIGNS_KEY],
    done: () => setMoving(null),
  });
  const actions = (c: Campaign) => {
    const moves = (Object.keys(CAMPAIGN_MOVES) as CampaignMove[]).filter((how) =>
      (CAMPAIGN_MOVES[how].from as readonly string[]).includes(c.state),
    );
    return (
      <Stack direction="row" spacing={1}>
        {canManage && c.state === 'DRAFT' && (
          <RowAction label={`${T}.launch`} subject={c.name} onClick={() => setLaunching(c)} />
        )}
        {canOperate &&
          moves.map((how) => (
            <RowAction
              key={how}
              label={`${T}.${how}`}
              subject={c.name}
              onClick={() => setMoving({ how, campaign: c })}
            />
          ))}
      </Stack>
    );
  };
  const columns: TableColumn<Campaign>[] = [
    { label: `${T}.fields.name`, render: (c) => c.name },
    {
      label: `${T}.fields.state`,
      render: (c) => <Chip size="small" variant="outlined" label={translate(`${T}.states.${c.state}`)} />,
    },
    { label: `${T}.fields.audience`, render: (c) => audienceText(c, translate) },
    { label: `${T}.fields.channel`, render: (c) => translate(`${T}.channels.${c.channel}`) },
    { label: `${T}.fields.window`, render: (c) => `${formatIst(c.start)} → ${formatIst(c.end)}` },
    { label: `${T}.fields.title`, render: (c) => c.title || '—' },
    { label: `${T}.actions`, render: actions },
  ];
  return (
    <PageFrame title={`${T}.title`}>
      <Typography sx={{ mb: 2 }}>{translate(`${T}.intro`)}</Typography>
      {canManage && (
        <Button variant="contained" sx={{ mb: 2 }} onClick={() => setCreating(true)}>
          {translate(`${T}.new`)}
        </Button>
      )}
      <QueryState query={campaigns} items={`${T}.items`}>
        {(rows) => (
          <TableContainer component={Paper} variant="outlined">
            <ColumnTable label={`${T}.table`} rows={rows} columns={columns} />
          </TableContainer>
        )}
      </QueryState>
      {creating && <CampaignFormDialog onClose={() => setCreating(false)} />}
      <RemarksDialog
        open={launching !== null}
        title={`${T}.launch`}
        confirmLabel={`${T}.send_for_launch`}
        busy={launch.isPending}
        summary={launching ? launchSummary(launching, translate) : undefined}
        onCancel={() => setLaunching(null)}
        onConfirm={(remarks) => launching && launch.mutate({ c: launching, remarks })}
      />
      <MoveConfirm
        move={moving}
        prefix={T}
        busy={move.isPending}
        summary={(m) => moveSummary(m.how, m.campaign, translate)}
        onCancel={() => setMoving(null)}
        onConfirm={(m) => move.mutate(m)}
      />
    </PageFrame>
  );
}
