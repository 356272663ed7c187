import { useState } from 'react';
import { Alert, Box, Button, List, ListItem, Stack, Typography } from '@mui/material';
import { useQueryClient, useMutation } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { ApiError } from '../../../dataProviders/http';
import { uploadPincodes, type DeliveryPartner } from '../../../dataProviders/delivery/delivery';
import { RemarksDialog } from '../../common/RemarksDialog';
import { toCsv } from '../../format/csv';
import { downloadText, sampleCsv } from '../merchant-support/samples';
import { fileKey } from '../merchant-support/useUploadCsv';
import { PARTNERS_KEY } from './PartnerDialog';

const T = 'delivery.upload';

/** Pure: a refusal's row errors (`line 4` → `pincode: …`) as rows of the errors file, in line order. */
export function refusalRows(error: unknown): { line: string; error: string }[] {
  if (!(error instanceof ApiError) || typeof error.data !== 'object' || error.data === null) return [];
  const errors = (error.data as { errors?: Record<string, string> }).errors ?? {};
  return Object.entries(errors)
    .map(([line, message]) => ({ line, error: message }))
    .sort((a, b) => Number(a.line.replace(/\D/g, '')) - Number(b.line.replace(/\D/g, '')));
}

/**
 * A partner's pincode file: choose a CSV (a sample is offered), confirm that it replaces every pincode the partner
 * serves, send it once (the file's own hash is its Idempotency-Key). A refused file changes nothing: its errors are
 * listed by line and offered as an errors file.
 */
export function PincodeUploadDialog({ partner, onClose }: { partner: DeliveryPartner | null; onClose(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({
    mutationFn: async ({ p, f }: { p: DeliveryPartner; f: File }) =>
      uploadPincodes(p.id, f, f.name, await fileKey(`delivery-pincodes-${p.id}`, f)),
    onSuccess: (r) => {
      notify(translate(`${T}.done`, { rows: r.rows, code: r.partner.code, replaced: r.replaced }), { type: 'success' });
      void client.invalidateQueries({ queryKey: PARTNERS_KEY });
      close();
    },
    onError: (error: Error) => notify(translate(`${T}.refused`, { message: error.message }), { type: 'error' }),
  });
  const close = () => {
    setFile(null);
    upload.reset();
    onClose();
  };
  const rows = refusalRows(upload.error);
  const code = partner?.code ?? '';
  return (
    <RemarksDialog
      open={partner !== null}
      title={`${T}.title`}
      titleArgs={{ code }}
      confirmLabel={`${T}.send`}
      remarks={false}
      busy={upload.isPending}
      complete={file !== null}
      summary={
        partner
          ? {
              subject: `${partner.name} (${code})`,
              facts: [[translate('delivery.partners.field.pincodes'), String(partner.pincodes)]],
              next: translate(`${T}.next`, { code }),
            }
          : undefined
      }
      onCancel={close}
      onConfirm={() => partner && file && upload.mutate({ p: partner, f: file })}
    >
      <Stack spacing={1.5}>
        <Typography variant="body2">{translate(`${T}.intro`, { count: partner?.pincodes ?? 0 })}</Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" component="label">
            {translate(`${T}.choose`)}
            <input
              hidden
              type="file"
              accept=".csv,text/csv"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                upload.reset();
              }}
            />
          </Button>
          <Button onClick={() => downloadText('delivery-pincodes-sample.csv', sampleCsv('delivery-pincodes'))}>
            {translate(`${T}.sample`)}
          </Button>
        </Box>
        {file && <Typography variant="body2">{translate(`${T}.chosen`, { name: file.name })}</Typography>}
        {upload.error && (
          <Alert severity="error">
            {translate(`${T}.refused`, { message: upload.error.message })}
            {rows.length > 0 && (
              <>
                <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
                  {translate(`${T}.errors_heading`)}
                </Typography>
                <List dense disablePadding>
                  {rows.slice(0, 10).map((r) => (
                    <ListItem key={r.line} disableGutters>{`${r.line}: ${r.error}`}</ListItem>
                  ))}
                </List>
                <Button
                  size="small"
                  onClick={() =>
                    downloadText(
                      `delivery-pincodes-${code}-errors.csv`,
                      toCsv(rows, [
                        { header: 'line', value: (r) => r.line },
                        { header: 'error', value: (r) => r.error },
                      ]),
                    )
                  }
                >
                  {translate(`${T}.errors_download`)}
                </Button>
              </>
            )}
          </Alert>
        )}
      </Stack>
    </RemarksDialog>
  );
}
