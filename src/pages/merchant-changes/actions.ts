import { merchantChangeActions, type MerchantChangeActions } from '../../../dataProviders/merchant-changes/actions';

let actions: MerchantChangeActions | null = null;

/** The merchant change pages' custom calls (CRM API and merchant support), called with useMutation / useQuery. */
export const useMerchantChangeActions = (): MerchantChangeActions => (actions ??= merchantChangeActions());
