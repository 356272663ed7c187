import { useState } from 'react';
import { IconButton, Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useBasename, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { DisputeProduct } from '../../../contract/disputes/rules';
import type { HistoryTarget } from './HistoryDialog';
import { RaiseFrmDialog } from '../frm/RaiseFrmDialog';
import type { FrmTransaction } from '../frm/raise-form';

/** The row's action menu (spec §2.8): Raise a Dispute, View Dispute History, Retry, Raise FRM Complaint (with its permission). */
export function RowActions({
  product,
  canFrm,
  onHistory,
}: {
  product: DisputeProduct;
  canFrm: boolean;
  onHistory: (t: HistoryTarget) => void;
}) {
  const record = useRecordContext<FrmTransaction>();
  const translate = useTranslate();
  const navigate = useNavigate();
  const basename = useBasename();
  const refresh = useRefresh();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [frm, setFrm] = useState(false);
  if (!record) return null;
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={translate('disputes.actions_for', { id: record.payment_transaction_id })}
        onClick={(e) => setAnchor(e.currentTarget)}
        size="small"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem onClick={() => navigate(`${basename}/raise/dispute?txn=${record.id}&product=${product}`)}>
          {translate('disputes.raise_action')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            onHistory({
              merchantId: record.merchant_id,
              paymentTransactionId: record.payment_transaction_id,
              sourceProduct: product,
            });
          }}
        >
          {translate('disputes.history_action')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            refresh();
          }}
        >
          {translate('disputes.retry_action')}
        </MenuItem>
        {canFrm && (
          <MenuItem
            onClick={() => {
              close();
              setFrm(true);
            }}
          >
            {translate('disputes.frm_action')}
          </MenuItem>
        )}
      </Menu>
      {frm && <RaiseFrmDialog txn={record} onClose={() => setFrm(false)} />}
    </>
  );
}
