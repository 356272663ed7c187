import { useState } from 'react';
import { Box, Button, Chip, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useTranslate } from 'react-admin';
import { istInputOf, instantOfIst } from '../../../contract/bank-downtime/rules';
import {
  BANNER_PLACEMENT_NAMES,
  BANNER_PLACEMENTS,
  type BannerPlacement,
} from '../../../contract/paylater-admin/banner-rules';
import { flipBanner, listBanners, orderBanners, type AppBanner } from '../../../dataProviders/crm/paylater-admin';
import { PageFrame } from '../../common/PageFrame';
import { QueryState } from '../../common/QueryState';
import { RemarksDialog } from '../../common/RemarksDialog';
import { ReorderList } from '../../common/ReorderList';
import { MoveConfirm, RowAction } from '../../common/RowAction';
import { useChangeMutation } from '../../common/useChangeMutation';
import { formatIst } from '../../format';
import { partOf } from '../types';
import { BannerImage } from './BannerImage';
import { BANNERS_KEY, BannerUploadDialog } from './BannerUploadDialog';
import { flipSummary, liveAt, orderSummary } from './banner-form';

const T = 'paylaterAdmin.banner';
type Flip = { how: 'publish' | 'unpublish'; banner: AppBanner };

/** The placement as the app shows it at a chosen IST moment: the banners live then, in order, at its proportions. */
function Preview({ banners }: { banners: readonly AppBanner[] }) {
  const translate = useTranslate();
  const [placement, setPlacement] = useState<BannerPlacement>('HOME_TOP');
  const [when, setWhen] = useState(() => istInputOf(Date.now()));
  const at = instantOfIst(when);
  const live = at === null ? [] : liveAt(banners, placement, at);
  const size = BANNER_PLACEMENTS[placement];
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} component="section" aria-labelledby="banner-preview-title">
      <Typography id="banner-preview-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        {translate(`${T}.preview`)}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label={translate(`${T}.fields.placement`)}
          value={placement}
          onChange={(e) => setPlacement(e.target.value as BannerPlacement)}
          sx={{ minWidth: 200 }}
        >
          {BANNER_PLACEMENT_NAMES.map((p) => (
            <MenuItem key={p} value={p}>
              {translate(`${T}.placements.${p}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="datetime-local"
          label={translate(`${T}.preview_at`)}
          value={when}
          onChange={(e) => setWhen(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          error={at === null}
          helperText={at === null ? translate(`${T}.errors.when`) : undefined}
        />
      </Stack>
      <Box
        data-testid="banner-preview"
        aria-live="polite"
        sx={{ width: 360, border: 8, borderColor: 'grey.800', borderRadius: 4, p: 1, bgcolor: 'background.default' }}
      >
        {live.length === 0 ? (
          <Box sx={{ aspectRatio: `${size.width} / ${size.height}`, display: 'grid', placeItems: 'center', p: 1 }}>
            <Typography variant="body2">{translate(`${T}.preview_none`)}</Typography>
          </Box>
        ) : (
          <Stack spacing={1}>
            <BannerImage banner={live[0]!} width="100%" />
            <Typography variant="body2">
              {translate(`${T}.preview_rotation`, {
                titles: live.map((b, i) => `${i + 1}. ${b.title}`).join(', '),
              })}
            </Typography>
          </Stack>
        )}
      </Box>
    </Paper>
  );
}

/** One placement's banners in order: reordered by drag or by keyboard, each published or unpublished by ops. */
function PlacementList({
  placement,
  banners,
  canManage,
  onFlip,
}: {
  placement: BannerPlacement;
  banners: readonly AppBanner[];
  canManage: boolean;
  onFlip(f: Flip): void;
}) {
  const translate = useTranslate();
  const seen = banners.map((b) => b.id);
  const [draft, setDraft] = useState<{ seen: string; ids: number[] }>({ seen: seen.join(), ids: seen });
  const ids = draft.seen === seen.join() ? draft.ids : seen;
  const changed = ids.some((id, i) => id !== seen[i]);
  const [confirming, setConfirming] = useState(false);
  const byId = new Map(banners.map((b) => [b.id, b]));
  const save = useChangeMutation({
    call: (_: null, key: string) => orderBanners(placement, seen, ids, key),
    success: () => translate(`${T}.reordered`, { placement: translate(`${T}.placements.${placement}`) }),
    failure: null,
    refresh: [BANNERS_KEY],
    done: () => setConfirming(false),
  });
  const name = translate(`${T}.placements.${placement}`);
  return (
    <Box component="section" aria-labelledby={`placement-${placement}`} sx={{ mb: 3 }}>
      <Typography id={`placement-${placement}`} variant="h6" component="h2">
        {translate(`${T}.placement_size`, { placement: name, ...BANNER_PLACEMENTS[placement] })}
      </Typography>
      {banners.length === 0 ? (
        <Typography>{translate(`${T}.none_in_placement`)}</Typography>
      ) : (
        <ReorderList
          items={ids}
          keyOf={(id) => id}
          label={translate(`${T}.order_of`, { placement: name })}
          editable={canManage}
          onChange={(next) => setDraft({ seen: seen.join(), ids: next })}
          moveLabels={(id) => ({
            up: translate(`${T}.move_up`, { title: byId.get(id)?.title ?? '' }),
            down: translate(`${T}.move_down`, { title: byId.get(id)?.title ?? '' }),
          })}
          announce={(id, rank) => translate(`${T}.moved_to`, { title: byId.get(id)?.title ?? '', rank })}
          testId={(id) => `banner-${id}`}
          render={(id) => {
            const b = byId.get(id)!;
            const how = b.state === 'UNPUBLISHED' ? 'publish' : 'unpublish';
            return (
              <Stack direction="row" spacing={2} alignItems="center">
                <BannerImage banner={b} width={180} />
                <Box sx={{ flex: 1 }}>
                  <Typography>{b.title}</Typography>
                  <Typography variant="body2">{`${formatIst(b.start)} → ${formatIst(b.end)}`}</Typography>
                </Box>
                <Chip size="small" variant="outlined" label={translate(`${T}.states.${b.state}`)} />
                {canManage && (
                  <RowAction label={`${T}.${how}`} subject={b.title} onClick={() => onFlip({ how, banner: b })} />
                )}
              </Stack>
            );
          }}
        />
      )}
      {canManage && banners.length > 1 && (
        <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
          <Button variant="contained" disabled={!changed} onClick={() => setConfirming(true)}>
            {translate(`${T}.save_order`)}
          </Button>
          <Button disabled={!changed} onClick={() => setDraft({ seen: seen.join(), ids: seen })}>
            {translate(`${T}.reset_order`)}
          </Button>
        </Stack>
      )}
      <RemarksDialog
        open={confirming}
        remarks={false}
        title={`${T}.save_order`}
        confirmLabel={`${T}.save_order`}
        busy={save.isPending}
        summary={confirming ? orderSummary(placement, banners, ids, translate) : undefined}
        onCancel={() => setConfirming(false)}
        onConfirm={() => save.mutate(null)}
      />
    </Box>
  );
}

/**
 * /upload-banner (spec §2.3 Pay-later; issue 46 item 2): the app's banners by placement, in order, with their IST
 * window and state; a live preview of a placement at a chosen moment. Ops upload a banner (the image checked by its
 * bytes and pixel size, compressed at quality 0.2 before upload), order a placement by drag or keyboard, and publish
 * or unpublish a banner; each change restated before it is sent.
 */
export default function BannerPage() {
  const translate = useTranslate();
  const { canAccess: canManage } = useCanAccess({
    resource: partOf({ name: 'upload-banner' }, 'manage'),
    action: 'access',
  });
  const banners = useQuery({ queryKey: BANNERS_KEY, queryFn: ({ signal }) => listBanners(signal) });
  const [uploading, setUploading] = useState(false);
  const [flipping, setFlipping] = useState<Flip | null>(null);
  const flip = useChangeMutation({
    call: (f: Flip, key: string) => flipBanner(f.how, f.banner, key),
    success: (r) => translate(`${T}.flipped.${r.data.state === 'UNPUBLISHED' ? 'off' : 'on'}`, { title: r.data.title }),
    failure: null,
    refresh: [BANNERS_KEY],
    done: () => setFlipping(null),
  });
  return (
    <PageFrame title="paylaterAdmin.banner_title">
      <Typography sx={{ mb: 2 }}>{translate(`${T}.intro`)}</Typography>
      {canManage && (
        <Button variant="contained" sx={{ mb: 2 }} onClick={() => setUploading(true)}>
          {translate(`${T}.new`)}
        </Button>
      )}
      <QueryState query={banners} items={`${T}.items`}>
        {(rows) => (
          <>
            <Preview banners={rows} />
            {BANNER_PLACEMENT_NAMES.map((p) => (
              <PlacementList
                key={p}
                placement={p}
                banners={rows.filter((b) => b.placement === p)}
                canManage={canManage === true}
                onFlip={setFlipping}
              />
            ))}
          </>
        )}
      </QueryState>
      {uploading && <BannerUploadDialog onClose={() => setUploading(false)} />}
      <MoveConfirm
        move={flipping}
        prefix={T}
        busy={flip.isPending}
        summary={(f) => flipSummary(f.how, f.banner, translate)}
        onCancel={() => setFlipping(null)}
        onConfirm={(f) => flip.mutate(f)}
      />
    </PageFrame>
  );
}
