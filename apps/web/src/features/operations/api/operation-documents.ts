import type { DocumentInfo } from '@freight/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiDownload, type DownloadedFile } from '@/lib/api-download';
import { operationKeys } from './operations-api';

const documentsPath = (reference: string) => `/operations/v1/operations/${encodeURIComponent(reference)}/documents`;
const documentsKey = (reference: string) => [...operationKeys.detail(reference), 'documents'] as const;

/** `GET .../documents`: the operation's files in upload order. */
export function useOperationDocuments(reference: string) {
  return useQuery({
    queryKey: documentsKey(reference),
    queryFn: ({ signal }) => apiRequest<DocumentInfo[]>(documentsPath(reference), { signal }),
  });
}

/** `POST .../documents` (multipart `file`, optional `documentTypeId`); checked again by content on the server. */
export function useUploadOperationDocument(reference: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, documentTypeId }: { file: File; documentTypeId?: string | null }) => {
      const body = new FormData();
      if (documentTypeId) body.append('documentTypeId', documentTypeId);
      body.append('file', file, file.name);
      return apiRequest<DocumentInfo>(documentsPath(reference), { method: 'POST', body });
    },
    onSettled: () => client.invalidateQueries({ queryKey: documentsKey(reference) }),
  });
}

/** `GET .../documents/:id/content`, fetched with the token. */
export function downloadOperationDocument(reference: string, id: string): Promise<DownloadedFile> {
  return apiDownload(`${documentsPath(reference)}/${encodeURIComponent(id)}/content`);
}
