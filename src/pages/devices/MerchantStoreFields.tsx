import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface MerchantStore {
  merchantId: string;
  storeId: string;
}

/** The merchant and store a device is allocated to (the move dialog's allocation, the onboarding dialog). */
export function MerchantStoreFields({
  value,
  onChange,
}: {
  value: MerchantStore;
  onChange(patch: Partial<MerchantStore>): void;
}) {
  const translate = useTranslate();
  return (
    <>
      <TextField
        required
        label={translate('devices.f.merchant')}
        value={value.merchantId}
        onChange={(e) => onChange({ merchantId: e.target.value })}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
      />
      <TextField
        required
        label={translate('devices.f.store')}
        value={value.storeId}
        onChange={(e) => onChange({ storeId: e.target.value })}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
      />
    </>
  );
}
