import { useState } from 'react';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { isPincode } from '../../../contract/delivery/rules';
import { checkPincode, type PincodeServiceability } from '../../../dataProviders/delivery/delivery';
import { ColumnTable } from '../../common/ColumnTable';
import { ListSkeleton } from '../../common/ListSkeleton';

const T = 'delivery.check';

/** The query of a pincode's serviceability (§7.4 GET /delivery/card/pincode/{pincode}); off until a valid pincode. */
export function usePincodeCheck(pincode: string | null) {
  return useQuery({
    queryKey: ['delivery-pincode', pincode],
    queryFn: ({ signal }) => checkPincode(pincode!, signal),
    enabled: pincode !== null && isPincode(pincode),
  });
}

/** What a check answered: serviceable or not, and the couriers fastest first. */
export function PincodeAnswer({ answer }: { answer: PincodeServiceability }) {
  const translate = useTranslate();
  const yes = (v: boolean) => translate(`delivery.${v ? 'yes' : 'no'}`);
  if (!answer.serviceable)
    return (
      <Alert severity="warning" role="status">
        {translate(`${T}.not_serviceable`, { pincode: answer.pincode })}
      </Alert>
    );
  return (
    <Stack spacing={1}>
      <Alert severity="success" role="status">
        {translate(`${T}.serviceable`, {
          pincode: answer.pincode,
          city: answer.city,
          state: answer.state,
          days: answer.fastestSlaDays,
          cod: yes(answer.cod),
        })}
      </Alert>
      <ColumnTable
        label={`${T}.couriers_label`}
        rows={answer.couriers.map((c) => ({ ...c, id: c.partnerId }))}
        columns={[
          { label: `${T}.courier`, render: (c) => `${c.name} (${c.code})` },
          { label: `${T}.sla`, render: (c) => c.slaDays },
          { label: `${T}.cod`, render: (c) => yes(c.cod) },
          { label: `${T}.prepaid`, render: (c) => yes(c.prepaid) },
        ]}
      />
    </Stack>
  );
}

/**
 * Checks whether a pincode is serviceable (issue 44 item 4): a pincode field, Check (or Enter), the answer with the
 * couriers that serve it. Reusable: device allocation uses usePincodeCheck / PincodeAnswer the same way.
 */
export function PincodeCheck() {
  const translate = useTranslate();
  const [draft, setDraft] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const query = usePincodeCheck(asked);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const pin = draft.trim();
    setInvalid(!isPincode(pin));
    if (isPincode(pin)) setAsked(pin);
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="pincode-check-heading">
      <Typography variant="h6" component="h2" id="pincode-check-heading" gutterBottom>
        {translate(`${T}.heading`)}
      </Typography>
      <Box
        component="form"
        role="search"
        onSubmit={submit}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2 }}
      >
        <TextField
          size="small"
          label={translate(`${T}.pincode`)}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          error={invalid}
          helperText={translate(invalid ? `${T}.invalid` : `${T}.hint`)}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        />
        <Button type="submit" variant="contained">
          {translate(`${T}.run`)}
        </Button>
      </Box>
      {query.isFetching && !query.data && <ListSkeleton rows={2} />}
      {query.error && <Alert severity="error">{translate(`${T}.failed`, { reason: query.error.message })}</Alert>}
      {query.data && <PincodeAnswer answer={query.data} />}
    </Paper>
  );
}
