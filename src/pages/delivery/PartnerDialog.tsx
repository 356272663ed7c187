import { useState } from 'react';
import { FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DELIVERY_RULES, PARTNER_CODE_PATTERN } from '../../../contract/delivery/rules';
import { addPartner, editPartner, type DeliveryPartner } from '../../../dataProviders/delivery/delivery';
import { RemarksDialog } from '../../common/RemarksDialog';
import { useChangeMutation } from '../../common/useChangeMutation';
import { partnerSummary } from './summaries';

const T = 'delivery.partners';
export const PARTNERS_KEY = ['delivery-partners'] as const;

interface Draft {
  code: string;
  name: string;
  contact: string;
  active: boolean;
}
const blank: Draft = { code: '', name: '', contact: '', active: true };

/** Pure: whether a draft may be sent (the server checks the same again). */
export const partnerDraftComplete = (d: Draft): boolean =>
  PARTNER_CODE_PATTERN.test(d.code.trim().toUpperCase()) &&
  d.name.trim().length > 0 &&
  d.name.trim().length <= DELIVERY_RULES.nameMax &&
  d.contact.trim().length > 0 &&
  d.contact.trim().length <= DELIVERY_RULES.contactMax;

/**
 * Add a courier partner (`partner` null) or edit one (name, contact, active: deactivating stops its pincodes serving).
 * The change is restated before it is sent, once, with an Idempotency-Key.
 */
export function PartnerDialog({
  open,
  partner,
  onClose,
}: {
  open: boolean;
  partner: DeliveryPartner | null;
  onClose(): void;
}) {
  const translate = useTranslate();
  // Mounted afresh for each partner (the page keys it), so the draft starts from what is shown.
  const [draft, setDraft] = useState<Draft>(() => (partner ? { ...partner } : blank));
  const save = useChangeMutation({
    call: (d: Draft, key) =>
      partner
        ? editPartner(partner, { name: d.name.trim(), contact: d.contact.trim(), active: d.active }, key)
        : addPartner({ code: d.code.trim().toUpperCase(), name: d.name.trim(), contact: d.contact.trim() }, key),
    success: (p) => translate(partner ? `${T}.saved` : `${T}.added`, { code: p.code }),
    failure: null,
    refresh: [PARTNERS_KEY],
    done: onClose,
  });
  const set = (k: keyof Draft) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setDraft((d) => ({ ...d, [k]: k === 'active' ? e.target.checked : e.target.value }));
  const code = draft.code.trim().toUpperCase();
  return (
    <RemarksDialog
      open={open}
      title={partner ? `${T}.edit_title` : `${T}.add_title`}
      titleArgs={{ code: partner?.code ?? '' }}
      confirmLabel={partner ? 'ra.action.save' : `${T}.add`}
      remarks={false}
      busy={save.isPending}
      complete={partnerDraftComplete(draft)}
      summary={partnerSummary(translate, partner, { ...draft, code })}
      onCancel={onClose}
      onConfirm={() => save.mutate(draft)}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <TextField
          label={translate(`${T}.field.code`)}
          value={draft.code}
          onChange={set('code')}
          disabled={partner !== null}
          required
          helperText={translate(`${T}.code_hint`)}
          slotProps={{ htmlInput: { maxLength: DELIVERY_RULES.codeMax } }}
        />
        <TextField
          label={translate(`${T}.field.name`)}
          value={draft.name}
          onChange={set('name')}
          required
          slotProps={{ htmlInput: { maxLength: DELIVERY_RULES.nameMax } }}
        />
        <TextField
          label={translate(`${T}.field.contact`)}
          value={draft.contact}
          onChange={set('contact')}
          required
          slotProps={{ htmlInput: { maxLength: DELIVERY_RULES.contactMax } }}
        />
        {partner && (
          <FormControlLabel
            control={<Switch checked={draft.active} onChange={set('active')} />}
            label={translate(`${T}.field.active`)}
          />
        )}
      </Stack>
    </RemarksDialog>
  );
}
