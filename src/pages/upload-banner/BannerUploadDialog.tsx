import { useState } from 'react';
import { Alert, Box, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  BANNER_MESSAGES,
  BANNER_PLACEMENT_NAMES,
  BANNER_PLACEMENTS,
} from '../../../contract/paylater-admin/banner-rules';
import { uploadBanner } from '../../../dataProviders/crm/paylater-admin';
import { FormDialog } from '../../common/RowAction';
import { compressImage } from '../../common/compress-image';
import { dataUrlOf } from '../../common/data-url';
import { useFormFields } from '../../common/form-fields';
import { useChangeMutation } from '../../common/useChangeMutation';
import { bannerFormErrors, imageProblem, tooLarge, type BannerForm } from './banner-form';

const T = 'paylaterAdmin.banner';
export const BANNERS_KEY = ['app-banners'];

interface Chosen {
  fileName: string;
  /** The image as sent: compressed at quality 0.2 (spec §9), as a data: URL (its preview and its base64). */
  dataUrl: string;
  problem: string | null;
}

/** The image chosen, judged by its bytes (not its name), compressed and read for sending. */
async function choose(file: File, placement: BannerForm['placement']): Promise<Chosen> {
  const problem = imageProblem(new Uint8Array(await file.arrayBuffer()), placement);
  if (problem) return { fileName: file.name, dataUrl: '', problem };
  const sent = await compressImage(file);
  if (tooLarge(sent.size)) return { fileName: file.name, dataUrl: '', problem: BANNER_MESSAGES.tooLarge };
  return { fileName: file.name, dataUrl: await dataUrlOf(sent), problem: null };
}

/**
 * A new banner: title, placement (its pixel size named), IST window and image. The image is checked by its bytes and
 * size here as the server checks them again, compressed at quality 0.2 before upload, and shown as it will look.
 */
export function BannerUploadDialog({ onClose }: { onClose(): void }) {
  const translate = useTranslate();
  const [form, setForm] = useState<BannerForm>({ title: '', placement: 'HOME_TOP', start: '', end: '' });
  const [file, setFile] = useState<File | null>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [openedAt] = useState(() => Date.now());
  const { errors, window } = bannerFormErrors(form, openedAt);
  const save = useChangeMutation({
    call: (body: Parameters<typeof uploadBanner>[0], key: string) => uploadBanner(body, key),
    success: (r) => translate(`${T}.uploaded`, { title: r.data.title }),
    failure: null,
    refresh: [BANNERS_KEY],
    done: onClose,
  });
  const pick = async (f: File | null, placement = form.placement) => {
    setFile(f);
    setChosen(f ? await choose(f, placement) : null);
  };
  const { field, attempt, tried } = useFormFields(form, setForm, errors, `${T}.fields`);
  const size = BANNER_PLACEMENTS[form.placement];
  const ready = window !== null && chosen !== null && chosen.problem === null;
  return (
    <FormDialog
      id="banner-form-title"
      title={`${T}.new`}
      submit={`${T}.upload`}
      busy={save.isPending}
      onClose={onClose}
      onSubmit={attempt(() => {
        if (ready && window)
          save.mutate({
            title: form.title.trim(),
            placement: form.placement,
            ...window,
            image: { fileName: chosen.fileName, content: chosen.dataUrl.slice(chosen.dataUrl.indexOf(',') + 1) },
          });
      })}
    >
      <TextField {...field('title')} required />
      <TextField
        {...field('placement')}
        select
        onChange={(e) => {
          const placement = e.target.value as BannerForm['placement'];
          setForm({ ...form, placement });
          void pick(file, placement);
        }}
      >
        {BANNER_PLACEMENT_NAMES.map((p) => (
          <MenuItem key={p} value={p}>
            {translate(`${T}.placement_size`, {
              placement: translate(`${T}.placements.${p}`),
              width: BANNER_PLACEMENTS[p].width,
              height: BANNER_PLACEMENTS[p].height,
            })}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={2}>
        <TextField {...field('start', { type: 'datetime-local', slotProps: { inputLabel: { shrink: true } } })} />
        <TextField {...field('end', { type: 'datetime-local', slotProps: { inputLabel: { shrink: true } } })} />
      </Stack>
      <TextField
        type="file"
        label={translate(`${T}.fields.image`)}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { accept: 'image/png,image/jpeg,image/webp', 'data-testid': 'banner-file' },
        }}
        onChange={(e) => void pick((e.target as HTMLInputElement).files?.[0] ?? null)}
        helperText={translate(`${T}.image_hint`, { width: size.width, height: size.height })}
      />
      {chosen?.problem && <Alert severity="error">{chosen.problem}</Alert>}
      {tried && !chosen && <Alert severity="error">{BANNER_MESSAGES.imageRequired}</Alert>}
      {chosen?.dataUrl && (
        <Box
          component="img"
          src={chosen.dataUrl}
          alt={translate(`${T}.chosen_preview`)}
          sx={{ width: '100%', aspectRatio: `${size.width} / ${size.height}`, border: 1, borderColor: 'divider' }}
        />
      )}
    </FormDialog>
  );
}
