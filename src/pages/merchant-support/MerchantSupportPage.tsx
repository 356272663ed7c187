import { useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import type { MerchantUploadKind } from '../../../dataProviders/merchant-support/uploads';
import { keptJob, type KeptQrJob } from './qr-jobs';
import { QrJobs } from './QrJobs';
import { UploadPanel } from './UploadPanel';

const PANELS: readonly MerchantUploadKind[] = ['merchant-status', 'ifsc', 'qr-orders'];

/** /merchant-support (spec §2.10): three expandable CSV upload panels; the QR panel keeps its past jobs. */
export default function MerchantSupportPage() {
  const translate = useTranslate();
  const [submitted, setSubmitted] = useState<KeptQrJob | null>(null);
  return (
    <Box sx={{ p: 2 }}>
      {PANELS.map((kind) => (
        <Accordion
          key={kind}
          defaultExpanded={kind === 'merchant-status'}
          slotProps={{ transition: { unmountOnExit: false } }}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`panel-${kind}`} id={`panel-${kind}-header`}>
            <Typography component="h2" variant="h6">
              {translate(`uploads.panels.${kind}`)}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`panel-${kind}`}>
            {kind === 'qr-orders' ? (
              <UploadPanel kind={kind} sample onUploaded={(jobId) => setSubmitted(keptJob(String(jobId), Date.now()))}>
                <QrJobs submitted={submitted} />
              </UploadPanel>
            ) : (
              <UploadPanel kind={kind} />
            )}
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
