import type { CarrierSheetImportResult } from '@freight/shared';
import type { SaveCarrierSheetMappingDto } from '@freight/shared/dto';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body as answer, multipart, type ApiBody } from '@/lib/api';
import { ratesKeys } from './rate-keys';

export const carrierSheetKeys = {
  all: ['carrier-sheets'] as const,
  mapping: (carrierId: string) => [...carrierSheetKeys.all, 'mapping', carrierId] as const,
  versions: (carrierId: string) => [...carrierSheetKeys.all, 'versions', carrierId] as const,
};

const fileForm = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return multipart(form);
};

/** `POST /app/v1/rates/carrier-sheets/preview`: the sheet's first rows, to pick the header and columns. */
export function usePreviewCarrierSheet() {
  return useMutation({
    mutationFn: (file: File) => answer(api.POST('/app/v1/rates/carrier-sheets/preview', { body: fileForm(file) })),
  });
}

/** `GET /app/v1/rates/carrier-sheets/{carrierId}/mapping`: the carrier's saved mapping, null when none yet. */
export function useCarrierSheetMapping(carrierId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: carrierSheetKeys.mapping(carrierId ?? ''),
      queryFn: async ({ signal }) =>
        (
          await answer(
            api.GET('/app/v1/rates/carrier-sheets/{carrierId}/mapping', {
              params: { path: { carrierId: carrierId! } },
              signal,
            }),
          )
        ).mapping,
      enabled: carrierId !== null,
    }),
  );
}

/** `PUT /app/v1/rates/carrier-sheets/{carrierId}/mapping`: saved for the carrier's next sheet. */
export function useSaveCarrierSheetMapping(carrierId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCarrierSheetMappingDto) =>
      answer(
        api.PUT('/app/v1/rates/carrier-sheets/{carrierId}/mapping', {
          params: { path: { carrierId } },
          body: body as ApiBody<'/app/v1/rates/carrier-sheets/{carrierId}/mapping', 'put'>,
        }),
      ),
    onSuccess: (data) => client.setQueryData(carrierSheetKeys.mapping(carrierId), data.mapping),
  });
}

/** `POST /app/v1/rates/carrier-sheets/{carrierId}/import`: a dry run stores no rate; applying it refreshes the rates. */
export function useImportCarrierSheet(carrierId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      file,
      dryRunId,
    }: {
      file: File;
      /** null: a dry run; else applying the dry run of that id (the same file). */
      dryRunId: string | null;
    }): Promise<CarrierSheetImportResult> =>
      answer(
        api.POST('/app/v1/rates/carrier-sheets/{carrierId}/import', {
          params: {
            path: { carrierId },
            query: dryRunId ? { dryRun: false, dryRunId } : { dryRun: true },
          },
          body: fileForm(file),
        }),
      ),
    onSuccess: async (result) => {
      if (result.dryRun) return;
      await Promise.all([
        client.invalidateQueries({ queryKey: ratesKeys.all }),
        client.invalidateQueries({ queryKey: carrierSheetKeys.versions(carrierId) }),
      ]);
    },
  });
}

/** `GET /app/v1/rates/carrier-sheets/{carrierId}/versions`: newest first, with who applied each and its counts. */
export function useCarrierSheetVersions(carrierId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: carrierSheetKeys.versions(carrierId ?? ''),
      queryFn: ({ signal }) =>
        answer(
          api.GET('/app/v1/rates/carrier-sheets/{carrierId}/versions', {
            params: { path: { carrierId: carrierId! } },
            signal,
          }),
        ),
      enabled: carrierId !== null,
    }),
  );
}
