/**
 * The merchant 360's credit-card MDR rates and P2P wallet (spec §7.4 get-cc-mdr-info, account (storeId, p2p),
 * account/transactions, account/detail/{id} (p2p); issue 43 item 7), read with the merchant (CAN_LIST_MERCHANT_DETAILS).
 */
import { merchantList, merchantRead, type MerchantEndpoint } from './endpoints';

/** The wallet is the P2P one (spec: `p2p` on account and account/detail). */
const P2P = { p2p: 'true' } as const;

export const MERCHANT_WALLET_LISTS = {
  'm360-mdr': merchantList('merchant-support', '/merchants/:merchantId/get-cc-mdr-info', 'whole'),
  'm360-wallet-txns': merchantList('merchant-support', '/merchants/:merchantId/account/transactions', 'spring'),
} as const satisfies Record<string, MerchantEndpoint>;

export const MERCHANT_WALLET_READS = {
  /** The balance of each store's wallet (`storeId` narrows it to one store). */
  wallet: { ...merchantRead('merchant-support', '/merchants/:merchantId/account'), fixed: P2P },
  walletTxn: { ...merchantRead('merchant-support', '/merchants/:merchantId/account/detail/:txnId'), fixed: P2P },
} as const satisfies Record<string, MerchantEndpoint>;
