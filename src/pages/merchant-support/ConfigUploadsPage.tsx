import { useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import { useAllowedParts } from '../page-parts';
import { configUploadsPage, CONFIG_PARTS, type ConfigPart } from './pages';
import { UploadPanel } from './UploadPanel';

interface RaisedRequest {
  requestId: number;
  summary: { rows: number; changed: number; unchanged: number };
}

/** The dry run of a raised request, as the checker will see it. */
function Raised({ raised }: { raised: RaisedRequest }) {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ mt: 2 }} data-testid="config-raised">
      {translate('uploads.config.raised', {
        id: raised.requestId,
        rows: raised.summary.rows,
        changed: raised.summary.changed,
        unchanged: raised.summary.unchanged,
      })}
    </Alert>
  );
}

/** Settlement-config and P2PM uploads (spec §2.12, §5.6): each panel only for its upload key; each upload a request. */
export default function ConfigUploadsPage() {
  const translate = useTranslate();
  const { allowed } = useAllowedParts(configUploadsPage, CONFIG_PARTS);
  const [raised, setRaised] = useState<Partial<Record<ConfigPart, RaisedRequest>>>({});
  return (
    <Box sx={{ p: 2 }}>
      {allowed.map((kind) => (
        <Accordion key={kind} defaultExpanded>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`panel-${kind}`} id={`panel-${kind}-header`}>
            <Typography component="h2" variant="h6">
              {translate(`uploads.config.panels.${kind}`)}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`panel-${kind}`}>
            <UploadPanel
              kind={kind}
              sample
              onUploaded={(data) => setRaised((r) => ({ ...r, [kind]: data as RaisedRequest }))}
            />
            {raised[kind] && <Raised raised={raised[kind]} />}
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
