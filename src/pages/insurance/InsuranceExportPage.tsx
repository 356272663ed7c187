import { useState } from 'react';
import { Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { POLICY_STATES } from '../../../contract/insurance/calls';
import { downloadPolicies, type InsuranceExportQuery } from '../../../dataProviders/crm/insurance';
import { DateRangeFields, FilterForm, FilterSelect } from '../../common/FilterForm';
import { PageFrame } from '../../common/PageFrame';
import { defaultExportRange, exportFileName } from './export-range';

const T = 'insurance';

/**
 * /insurance-export (spec §2.3 Insurance; issue 46 item 3): the policies issued from one IST day to another (at most
 * 92 days), optionally of one status, downloaded as CSV for the insurer. The server records who exported which range
 * and how many rows.
 */
export default function InsuranceExportPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [draft, setDraft] = useState<InsuranceExportQuery>(() => defaultExportRange(Date.now()));
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const url = URL.createObjectURL(await downloadPolicies(draft));
      Object.assign(document.createElement('a'), { href: url, download: exportFileName(draft) }).click();
      URL.revokeObjectURL(url);
      notify(translate(`${T}.exported`, { from: draft.from, to: draft.to }), { type: 'success' });
    } catch (error) {
      notify(`${T}.export_failed`, {
        type: 'error',
        messageArgs: { message: error instanceof Error ? error.message : '' },
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <PageFrame title={`${T}.export_title`}>
      <Typography sx={{ mb: 2 }}>{translate(`${T}.export_intro`)}</Typography>
      <FilterForm
        label={`${T}.export_filters`}
        apply={busy ? `${T}.exporting` : `${T}.export`}
        onSubmit={() => void download()}
      >
        <DateRangeFields labels={{ from: `${T}.from`, to: `${T}.to` }} value={draft} onChange={setDraft} />
        <FilterSelect
          label={translate(`${T}.fields.status`)}
          any={`${T}.any_status`}
          value={draft.status ?? ''}
          options={POLICY_STATES.map((s) => ({ value: s, label: s }))}
          onChange={(v) => setDraft((d) => ({ ...d, status: (v || undefined) as InsuranceExportQuery['status'] }))}
        />
      </FilterForm>
    </PageFrame>
  );
}
