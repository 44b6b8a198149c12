import type { ChargeCodesListParams } from './get-charge-codes';

/** Query keys of the charge codes feature; every write invalidates `chargeCodesKeys.lists()`. */
export const chargeCodesKeys = {
  all: ['chargeCodes'] as const,
  lists: () => [...chargeCodesKeys.all, 'list'] as const,
  list: (params: ChargeCodesListParams) => [...chargeCodesKeys.lists(), params] as const,
};
