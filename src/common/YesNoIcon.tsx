import DoneIcon from '@mui/icons-material/Done';
import ClearIcon from '@mui/icons-material/Clear';
import { useTranslate } from 'react-admin';

/**
 * A yes/no cell as react-admin's BooleanField draws it (a tick or a cross, small, named "Yes" or "No"), with the name
 * as the icon's own title (read by screen readers, shown on hover by the browser) instead of an MUI Tooltip: a list of
 * 20 rows with two such columns mounted 40 tooltips and their poppers, each drawn twice on mounting (the tooltip keeps
 * its child's node in state), before the first rows could paint.
 */
export function YesNoIcon({ value }: { value: boolean }) {
  const translate = useTranslate();
  const Icon = value ? DoneIcon : ClearIcon;
  return (
    <Icon
      fontSize="small"
      data-testid={value ? 'true' : 'false'}
      titleAccess={translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}
      style={{ verticalAlign: 'middle' }}
    />
  );
}
