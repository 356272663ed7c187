import { useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { addCpvAgent, editCpvAgent, type CpvAgent } from '../../../dataProviders/crm/cpv';
import { useChangeMutation } from '../../common/useChangeMutation';
import { parsePincodes } from './cpv-summaries';

/** The react-query key of the agents (GET /cpv/agents), shared by /cpv-add-agent and /assign-cpv. */
export const CPV_AGENTS_QUERY = 'cpv-agents';

interface Draft {
  name: string;
  email: string;
  mobile: string;
  city: string;
  pincodes: string;
  active: boolean;
}

const draftOf = (a: CpvAgent | null): Draft => ({
  name: a?.name ?? '',
  email: a?.email ?? '',
  mobile: '',
  city: a?.city ?? '',
  pincodes: a?.pincodes.join(', ') ?? '',
  active: a?.active ?? true,
});

/**
 * Add a CPV field agent, or edit one (`agent`): name, e-mail, mobile (on an edit only when it changes: the list shows
 * it masked), city, the pincodes served, active. The server checks every field; its message shows in the toast.
 */
export function AgentDialog({ open, agent, onClose }: { open: boolean; agent: CpvAgent | null; onClose(): void }) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<Draft>(() => draftOf(agent));
  const set = (key: keyof Draft) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setDraft((d) => ({ ...d, [key]: key === 'active' ? e.target.checked : e.target.value }));
  const save = useChangeMutation({
    call: (d: Draft, idempotencyKey) => {
      const body = {
        name: d.name.trim(),
        email: d.email.trim(),
        city: d.city.trim(),
        pincodes: parsePincodes(d.pincodes),
        active: d.active,
      };
      return agent
        ? editCpvAgent(
            agent.id,
            { ...body, ...(d.mobile.trim() && { mobile: d.mobile.trim() }), version: agent.version },
            idempotencyKey,
          )
        : addCpvAgent({ ...body, mobile: d.mobile.trim() }, idempotencyKey);
    },
    success: (r) => translate('cpv.agents.saved', { name: r.data.name }),
    failure: null,
    refresh: [[CPV_AGENTS_QUERY]],
    done: onClose,
  });
  // The text fields in form order; on an edit the mobile is asked only to change it (the list shows it masked).
  const fields = [
    { key: 'name', label: 'cpv.f.name', required: true },
    { key: 'email', label: 'cpv.f.email', required: true, type: 'email' },
    {
      key: 'mobile',
      label: agent ? 'cpv.agents.mobile_keep' : 'cpv.f.mobile',
      required: agent === null,
      helperText: agent ? agent.mobile : ' ',
      inputMode: 'numeric',
    },
    { key: 'city', label: 'cpv.f.city', required: true },
    {
      key: 'pincodes',
      label: 'cpv.f.pincodes',
      required: true,
      multiline: true,
      minRows: 2,
      helperText: translate('cpv.f.pincodes_hint'),
    },
  ] as const;
  const complete =
    draft.name.trim() !== '' &&
    draft.email.trim() !== '' &&
    draft.city.trim() !== '' &&
    parsePincodes(draft.pincodes).length > 0 &&
    (agent !== null || draft.mobile.trim() !== '');
  return (
    <Dialog open={open} onClose={save.isPending ? undefined : onClose} aria-labelledby="cpv-agent-title">
      <DialogTitle id="cpv-agent-title">
        {agent ? translate('cpv.agents.edit_title', { name: agent.name }) : translate('cpv.agents.add_title')}
      </DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="cpv-agent-form"
          spacing={2}
          sx={{ pt: 1, minWidth: 380 }}
          onSubmit={(e: React.FormEvent) => {
            e.preventDefault();
            if (complete) save.mutate(draft);
          }}
        >
          {fields.map(({ key, label, ...props }) => (
            <TextField key={key} {...props} label={translate(label)} value={draft[key]} onChange={set(key)} />
          ))}
          <FormControlLabel
            control={<Checkbox checked={draft.active} onChange={set('active')} />}
            label={translate('cpv.f.active')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {translate('cpv.cancel')}
        </Button>
        <Button type="submit" form="cpv-agent-form" variant="contained" disabled={!complete || save.isPending}>
          {translate('cpv.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
