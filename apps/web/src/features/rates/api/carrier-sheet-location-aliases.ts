import type { CarrierSheetLocationAlias } from '@freight/shared';
import { useMutation } from '@tanstack/react-query';
import { api, body as answer } from '@/lib/api';

/**
 * `PUT /app/v1/rates/carrier-sheets/{carrierId}/location-aliases`: how the carrier writes a place and the
 * catalogue code it means, remembered for the carrier's next sheets (the others it has stay).
 */
export function useSaveCarrierSheetLocationAlias(carrierId: string) {
  return useMutation({
    mutationFn: (alias: { alias: string; code: string }): Promise<CarrierSheetLocationAlias[]> =>
      answer(
        api.PUT('/app/v1/rates/carrier-sheets/{carrierId}/location-aliases', {
          params: { path: { carrierId } },
          body: { aliases: [alias] },
        }),
      ),
  });
}
