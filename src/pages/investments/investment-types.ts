/** An investment account as /investment/accounts answers it. */
export interface InvestmentAccount {
  id: number;
  accountNo: string;
  clientCode: string;
  product: string;
  holderName: string;
  mobile: string;
  merchantId: string | null;
  status: string;
  balance: number;
  holdAmount: number;
  investLimit: number;
  createdAt: number;
  version: number;
}

export interface Holding {
  id: number;
  instrument: string;
  kind: string;
  units: number;
  invested: number;
  currentValue: number;
}

export interface InvestmentTxn {
  id: number;
  accountId: number;
  product: string;
  txnType: string;
  amount: number;
  status: string;
  reference: string;
  remarks: string | null;
  createdAt: number;
}
