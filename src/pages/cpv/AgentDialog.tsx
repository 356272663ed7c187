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
          <TextField required label={translate('cpv.f.name')} value={draft.name} onChange={set('name')} />
          <TextField
            required
            type="email"
            label={translate('cpv.f.email')}
            value={draft.email}
            onChange={set('email')}
          />
          <TextField
            required={agent === null}
            label={translate(agent ? 'cpv.agents.mobile_keep' : 'cpv.f.mobile')}
            helperText={agent ? agent.mobile : ' '}
            inputMode="numeric"
            value={draft.mobile}
            onChange={set('mobile')}
          />
          <TextField required label={translate('cpv.f.city')} value={draft.city} onChange={set('city')} />
          <TextField
            required
            multiline
            minRows={2}
            label={translate('cpv.f.pincodes')}
            helperText={translate('cpv.f.pincodes_hint')}
            value={draft.pincodes}
            onChange={set('pincodes')}
          />
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
