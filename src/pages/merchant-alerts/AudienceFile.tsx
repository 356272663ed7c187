import { AUDIENCE_UPLOAD_KIND } from '../../../contract/merchant-alerts/calls';
import { merchantAlertCalls, type AudienceFileCheck } from '../../../dataProviders/merchant-support/merchant-alerts';
import { AudienceFilePicker } from '../../common/AudienceFilePicker';

const T = 'merchantAlerts';
const calls = merchantAlertCalls();
const errorsFile = (jobId: number) => ({
  fileName: `merchant-alert-${jobId}-errors.csv`,
  fetch: () => calls.audienceErrors(jobId),
});

/** The CSV audience of a merchant alert: merchant ids checked by the server (AudienceFilePicker). */
export function AudienceFile({
  file,
  onChecked,
}: {
  file: AudienceFileCheck | null;
  onChecked: (file: AudienceFileCheck | null) => void;
}) {
  return (
    <AudienceFilePicker
      prefix={T}
      sample={{ fileName: 'merchant-alert-audience-sample.csv', kind: AUDIENCE_UPLOAD_KIND }}
      idLabel={`${T}.columns.merchantId`}
      idOf={(e) => e.merchantId}
      file={file}
      onChecked={onChecked}
      check={(chosen, name, key) => calls.checkAudienceFile(chosen, name, key)}
      errorsFile={errorsFile}
    />
  );
}
