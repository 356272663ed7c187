import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AUDIENCE_UPLOAD_KIND } from '../../../contract/merchant-alerts/calls';
import { merchantAlertCalls, type AudienceFileCheck } from '../../../dataProviders/merchant-support/merchant-alerts';
import { CheckedFileResult, CsvCheckStep, ErrorsFileButton } from '../../common/CheckedCsvFile';
import { ColumnTable } from '../../common/ColumnTable';

const T = 'merchantAlerts';
const calls = merchantAlertCalls();

/**
 * The CSV audience: a file of merchant ids sent to the server, which checks every row in its worker (malformed ids,
 * duplicates, unknown merchants); shown while it runs, then the counts (valid / rejected), the first rejected rows and
 * the errors file. Only the valid ids receive the alert.
 */
export function AudienceFile({
  file,
  onChecked,
}: {
  file: AudienceFileCheck | null;
  onChecked: (file: AudienceFileCheck | null) => void;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <CsvCheckStep
        prefix={T}
        sample={{ fileName: 'merchant-alert-audience-sample.csv', kind: AUDIENCE_UPLOAD_KIND }}
        check={(chosen, name, key) => calls.checkAudienceFile(chosen, name, key)}
        checked={file}
        onChecked={onChecked}
        failure={`${T}.file_failed`}
        serverMessage
      >
        {(checked) => (
          <CheckedFileResult
            usable={checked.valid}
            rejected={checked.rejected}
            counts={translate(`${T}.file_counts`, { ...checked })}
            nothing={translate(`${T}.no_valid`)}
          >
            {checked.rejected > 0 && (
              <>
                <ColumnTable
                  label={`${T}.rejected_rows`}
                  rows={checked.errors.map((e) => ({ ...e, id: e.line }))}
                  columns={[
                    { label: `${T}.columns.line`, render: (r) => r.line },
                    { label: `${T}.columns.merchantId`, render: (r) => r.merchantId || '—' },
                    { label: `${T}.columns.error`, render: (r) => r.error },
                  ]}
                />
                <Box>
                  <ErrorsFileButton
                    label={`${T}.errors_file`}
                    fileName={`merchant-alert-${checked.jobId}-errors.csv`}
                    fetch={() => calls.audienceErrors(checked.jobId)}
                    failure={`${T}.file_failed`}
                    serverMessage
                  />
                </Box>
              </>
            )}
          </CheckedFileResult>
        )}
      </CsvCheckStep>
    </Box>
  );
}
