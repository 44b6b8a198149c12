import type { CarrierSheetDryRunPage, CarrierSheetRowOutcome } from '@freight/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, body as answer } from '@/lib/api';
import { carrierSheetKeys } from './carrier-sheets';

export type DryRunRowsParams = { outcome: CarrierSheetRowOutcome; page: number; pageSize: number };

export const dryRunRowsKey = (dryRunId: string, params: DryRunRowsParams) =>
  [...carrierSheetKeys.all, 'dry-run', dryRunId, params] as const;

/** `GET /app/v1/rates/carrier-sheets/dry-runs/{dryRunId}/rows`: one page of one outcome's rates of a dry run. */
export function useCarrierSheetDryRunRows(dryRunId: string | null, params: DryRunRowsParams) {
  return useQuery(
    queryOptions({
      queryKey: dryRunRowsKey(dryRunId ?? '', params),
      queryFn: ({ signal }): Promise<CarrierSheetDryRunPage> =>
        answer(
          api.GET('/app/v1/rates/carrier-sheets/dry-runs/{dryRunId}/rows', {
            params: { path: { dryRunId: dryRunId! }, query: params },
            signal,
          }),
        ),
      enabled: dryRunId !== null,
      // The dry run does not change: a page read once stays right until it expires.
      staleTime: Infinity,
      // The next page replaces the rows shown, without the table collapsing to a loader in between.
      placeholderData: keepPreviousData,
    }),
  );
}
