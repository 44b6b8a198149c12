import type { OperationImportResult } from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { operationKeys } from './operations-api';

/** `POST /operations/v1/operations/import`: a dry run changes nothing; the real run refreshes every operations query. */
export function useImportOperations() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return apiRequest<OperationImportResult>(`/operations/v1/operations/import?dryRun=${dryRun}`, {
        method: 'POST',
        body,
      });
    },
    onSuccess: (result) => {
      if (!result.dryRun) void client.invalidateQueries({ queryKey: operationKeys.all });
    },
  });
}
