import { useState } from 'react';
import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CAMPAIGN_AUDIENCE_UPLOAD, CAMPAIGN_CHANNELS, CONTENT_LIMITS } from '../../../contract/postpe-campaign/rules';
import {
  campaignAudienceErrors,
  checkCampaignAudience,
  createCampaign,
} from '../../../dataProviders/crm/postpe-campaign';
import { AudienceFilePicker } from '../../common/AudienceFilePicker';
import { useFormFields } from '../../common/form-fields';
import { FormDialog } from '../../common/RowAction';
import { useChangeMutation } from '../../common/useChangeMutation';
import { campaignInput, EMPTY_CAMPAIGN, type CampaignForm } from './campaign-form';

const T = 'postpeCampaign';
export const CAMPAIGNS_KEY = ['postpe-campaigns'];
const errorsFile = (jobId: number) => ({
  fileName: `campaign-audience-${jobId}-errors.csv`,
  fetch: () => campaignAudienceErrors(jobId),
});

/**
 * A new campaign saved as a draft: name, audience (all, a segment, or a CSV of consumer ids checked by the server),
 * channel, IST window, title and message.
 */
export function CampaignFormDialog({ onClose }: { onClose(): void }) {
  const translate = useTranslate();
  const [form, setForm] = useState<CampaignForm>(EMPTY_CAMPAIGN);
  // The moment the dialog opened: an end already behind it is refused as typed (the server checks again).
  const [openedAt] = useState(() => Date.now());
  const save = useChangeMutation({
    call: (input: NonNullable<ReturnType<typeof campaignInput>['input']>, key: string) => createCampaign(input, key),
    success: (r) => translate(`${T}.created`, { name: r.data.name }),
    failure: null,
    refresh: [CAMPAIGNS_KEY],
    done: onClose,
  });
  const { errors, input } = campaignInput(form, openedAt);
  const { field, shown, attempt } = useFormFields(form, setForm, errors, `${T}.fields`);
  const limit = CONTENT_LIMITS[form.channel];
  return (
    <FormDialog
      id="campaign-form-title"
      title={`${T}.new`}
      submit={`${T}.save_draft`}
      busy={save.isPending}
      onClose={onClose}
      onSubmit={attempt(() => input && save.mutate(input))}
    >
      <TextField {...field('name')} required />
      <TextField {...field('audience')} select>
        <MenuItem value="ALL">{translate(`${T}.audiences.ALL`)}</MenuItem>
        <MenuItem value="SEGMENT">{translate(`${T}.audiences.SEGMENT`)}</MenuItem>
        <MenuItem value="CSV">{translate(`${T}.audiences.CSV`)}</MenuItem>
      </TextField>
      {form.audience === 'CSV' && (
        <>
          <AudienceFilePicker
            prefix={T}
            sample={{ fileName: 'campaign-audience-sample.csv', kind: CAMPAIGN_AUDIENCE_UPLOAD }}
            idLabel={`${T}.columns.consumerId`}
            idOf={(e) => e.consumerId}
            file={form.file}
            onChecked={(file) => setForm((f) => ({ ...f, file }))}
            check={checkCampaignAudience}
            errorsFile={errorsFile}
          />
          {shown('file') && <Alert severity="error">{shown('file')}</Alert>}
        </>
      )}
      {form.audience === 'SEGMENT' && (
        <Stack direction="row" spacing={2}>
          <TextField {...field('kycLevel')} select>
            <MenuItem value="">{translate(`${T}.any`)}</MenuItem>
            <MenuItem value="FULL">FULL</MenuItem>
            <MenuItem value="MIN">MIN</MenuItem>
          </TextField>
          <TextField {...field('accountStatus')} select>
            <MenuItem value="">{translate(`${T}.any`)}</MenuItem>
            <MenuItem value="ACTIVE">ACTIVE</MenuItem>
            <MenuItem value="BLOCKED">BLOCKED</MenuItem>
          </TextField>
        </Stack>
      )}
      <TextField {...field('channel')} select>
        {CAMPAIGN_CHANNELS.map((c) => (
          <MenuItem key={c} value={c}>
            {translate(`${T}.channels.${c}`)}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={2}>
        <TextField {...field('start', { type: 'datetime-local', slotProps: { inputLabel: { shrink: true } } })} />
        <TextField {...field('end', { type: 'datetime-local', slotProps: { inputLabel: { shrink: true } } })} />
      </Stack>
      {limit.title > 0 && (
        <TextField
          {...field('title')}
          helperText={shown('title') ?? translate(`${T}.chars`, { used: form.title.length, max: limit.title })}
        />
      )}
      <TextField
        {...field('body')}
        multiline
        minRows={3}
        helperText={shown('body') ?? translate(`${T}.chars`, { used: form.body.length, max: limit.body })}
      />
    </FormDialog>
  );
}
