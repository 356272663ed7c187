import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DisputeProduct } from '../../../contract/disputes/rules';
import { menuOptions } from '../../common/menu-options';

/** 'Select Product' (spec §2.4): only the products the user holds a permission for. */
export function ProductSelect({
  products,
  value,
  onChange,
}: {
  products: readonly DisputeProduct[];
  value: DisputeProduct;
  onChange: (p: DisputeProduct) => void;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate('disputes.select_product')}
      value={value}
      onChange={(e) => onChange(e.target.value as DisputeProduct)}
      sx={{ minWidth: 180 }}
    >
      {menuOptions(products)}
    </TextField>
  );
}
