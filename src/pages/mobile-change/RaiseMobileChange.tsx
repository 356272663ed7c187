import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import {
  MOBILE_CHANGE_MESSAGES as M,
  MOBILE_CHANGE_REASONS,
  MOBILE_CHANGE_REQUESTS,
  MOBILE_PATTERN,
  MOBILE_PROOF_ACCEPT,
  MOBILE_PROOF_MAX_BYTES,
  type MobileChangeReason,
} from '../../../contract/mobile-change/calls';
import { mobileChangeCalls } from '../../../dataProviders/crm/mobile-change';
import { QueryState } from '../../common/QueryState';
import { RemarksDialog } from '../../common/RemarksDialog';
import { useChangeMutation } from '../../common/useChangeMutation';
import { readProof } from '../disputes/proof-file';
import { proofLine, raiseSummary, type ProofFacts } from './mobile-change-summary';

const T = 'mobileChange';
const calls = mobileChangeCalls();

/**
 * Pure: why the new number cannot be sent (a message), or null. That it differs from the current one is the server's
 * check (the console only sees the current number masked).
 */
export const newMobileError = (value: string): string | null => (MOBILE_PATTERN.test(value) ? null : M.mobileFormat);

type Proof = ProofFacts & { content: string };

/**
 * The maker's form: find the merchant (name and registered mobile, masked), the new number, a reason from the list
 * and a proof (its name, size and type shown before sending; checked again by content on the server), then a
 * confirmation restating old → new with the maker's remarks. Sent once with an Idempotency-Key.
 */
export function RaiseMobileChange() {
  const translate = useTranslate();
  const [merchantInput, setMerchantInput] = useState('');
  const [merchantId, setMerchantId] = useState<string | null>(null);
  const [newMobile, setNewMobile] = useState('');
  const [reason, setReason] = useState<MobileChangeReason | ''>('');
  const [proof, setProof] = useState<Proof | null>(null);
  const [proofError, setProofError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const merchant = useQuery({
    queryKey: ['mobile-change-merchant', merchantId],
    enabled: merchantId !== null,
    retry: false,
    queryFn: () => calls.merchant(merchantId!),
  });
  const reset = () => {
    setNewMobile('');
    setReason('');
    setProof(null);
    setTouched(false);
    setConfirming(false);
  };
  const raise = useChangeMutation({
    call: ({ remarks }: { remarks: string }, idempotencyKey) =>
      calls.raise(
        merchantId!,
        {
          newMobile,
          reason: reason as MobileChangeReason,
          remarks: remarks.trim(),
          proof: { fileName: proof!.fileName, content: proof!.content },
        },
        idempotencyKey,
      ),
    success: (r) => translate(`${T}.placed`, { id: r.id, name: merchant.data?.name ?? '' }),
    failure: null,
    refresh: [[MOBILE_CHANGE_REQUESTS.name], ['mobile-change-merchant']],
    done: reset,
  });
  const choose = async (file: File | undefined) => {
    setProof(null);
    setProofError(null);
    if (!file) return;
    const read = await readProof(file, { max: MOBILE_PROOF_MAX_BYTES, message: M.proofTooLarge });
    if ('error' in read) return setProofError(read.error);
    setProof({ fileName: file.name, size: read.size, mediaType: read.mediaType, content: read.content });
  };
  const mobileError = touched ? newMobileError(newMobile) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!newMobileError(newMobile) && reason && proof) setConfirming(true);
    else if (!proof) setProofError(M.proofRequired);
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(`${T}.raise_heading`)}
      </Typography>
      <Stack
        component="form"
        direction="row"
        spacing={2}
        alignItems="flex-start"
        sx={{ mb: 2 }}
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          const id = merchantInput.trim();
          if (id) setMerchantId(id);
        }}
      >
        <TextField
          size="small"
          label={translate(`${T}.merchant_id`)}
          value={merchantInput}
          onChange={(e) => setMerchantInput(e.target.value.replace(/\D+/g, '').slice(0, 10))}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Button type="submit" variant="outlined">
          {translate(`${T}.find`)}
        </Button>
      </Stack>
      {merchantId !== null && (
        <QueryState query={merchant} rows={2} failed={`${T}.lookup_failed`}>
          {(m) => (
            <Box component="form" noValidate onSubmit={submit}>
              <Stack spacing={2} sx={{ maxWidth: 520 }}>
                <Box data-testid="mobile-change-merchant">
                  <Typography variant="body1">
                    {translate(`${T}.merchant`)}: <strong>{m.name}</strong> ({m.merchantId})
                  </Typography>
                  <Typography variant="body1">
                    {translate(`${T}.current_mobile`)}:{' '}
                    <Box component="span" sx={{ fontFamily: 'monospace' }}>
                      {m.mobile ?? 'N/A'}
                    </Box>
                  </Typography>
                </Box>
                {m.pendingRequestId !== null ? (
                  <Alert severity="info">{translate(`${T}.pending`, { id: m.pendingRequestId })}</Alert>
                ) : (
                  <>
                    <TextField
                      required
                      label={translate(`${T}.new_mobile`)}
                      value={newMobile}
                      onChange={(e) => setNewMobile(e.target.value.replace(/\D+/g, ''))}
                      error={mobileError !== null}
                      helperText={mobileError ?? translate(`${T}.new_mobile_hint`)}
                      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
                    />
                    <TextField
                      select
                      required
                      label={translate(`${T}.reason`)}
                      value={reason}
                      onChange={(e) => setReason(e.target.value as MobileChangeReason)}
                      error={touched && !reason}
                      helperText={touched && !reason ? M.reasonRequired : ' '}
                    >
                      {MOBILE_CHANGE_REASONS.map((r) => (
                        <MenuItem key={r} value={r}>
                          {r}
                        </MenuItem>
                      ))}
                    </TextField>
                    <Stack direction="row" spacing={2} alignItems="center">
                      <Button variant="outlined" component="label">
                        {translate(`${T}.choose_proof`)}
                        <input
                          hidden
                          type="file"
                          accept={MOBILE_PROOF_ACCEPT}
                          aria-label={translate(`${T}.proof`)}
                          onChange={(e) => void choose(e.target.files?.[0])}
                        />
                      </Button>
                      <Typography variant="body2" data-testid="mobile-change-proof">
                        {proof ? proofLine(proof, translate) : ''}
                      </Typography>
                    </Stack>
                    {proofError && <Alert severity="error">{proofError}</Alert>}
                    <Box>
                      <Button type="submit" variant="contained">
                        {translate(`${T}.review`)}
                      </Button>
                    </Box>
                  </>
                )}
              </Stack>
              <RemarksDialog
                open={confirming}
                title={`${T}.confirm_title`}
                confirmLabel={`${T}.confirm`}
                busy={raise.isPending}
                summary={
                  confirming && proof && reason
                    ? raiseSummary({ merchant: m, newMobile, reason, proof }, translate)
                    : undefined
                }
                onCancel={() => setConfirming(false)}
                onConfirm={(remarks) => raise.mutate({ remarks })}
              />
            </Box>
          )}
        </QueryState>
      )}
    </Paper>
  );
}
