import type { DocumentInfo } from '@freight/shared';
import type { UpdateDocumentDto } from '@freight/shared/dto';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiDownload, type DownloadedFile } from '@/lib/api-download';
import { quotationKeys } from './quotation-keys';

const documentsPath = (reference: string) => `/app/v1/quotations/${encodeURIComponent(reference)}/documents`;

/** `GET /app/v1/quotations/:reference/documents`, in upload order. */
export function getQuotationDocuments(reference: string, signal?: AbortSignal): Promise<DocumentInfo[]> {
  return apiRequest<DocumentInfo[]>(documentsPath(reference), { signal });
}

export function quotationDocumentsQueryOptions(reference: string) {
  return queryOptions({
    queryKey: quotationKeys.documents(reference),
    queryFn: ({ signal }) => getQuotationDocuments(reference, signal),
  });
}

export function useQuotationDocuments(reference: string) {
  return useQuery(quotationDocumentsQueryOptions(reference));
}

/**
 * `POST .../documents` (multipart `file`, optional `documentTypeId` of an active type); the server
 * checks size, type by content, the name and the document type.
 */
export function uploadQuotationDocument(
  reference: string,
  file: File,
  documentTypeId?: string | null,
): Promise<DocumentInfo> {
  const body = new FormData();
  if (documentTypeId) body.append('documentTypeId', documentTypeId);
  body.append('file', file, file.name);
  return apiRequest<DocumentInfo>(documentsPath(reference), { method: 'POST', body });
}

/** Uploads one file; the documents and the event log (DOCUMENT_ADDED) reload. */
export function useUploadQuotationDocument(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, documentTypeId }: { file: File; documentTypeId?: string | null }) =>
      uploadQuotationDocument(reference, file, documentTypeId),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quotationKeys.documents(reference) }),
        queryClient.invalidateQueries({ queryKey: quotationKeys.events(reference) }),
      ]),
  });
}

/** `PATCH .../documents/:id`: shows or hides the document to the client and to providers. */
export function updateQuotationDocument(reference: string, id: string, body: UpdateDocumentDto): Promise<DocumentInfo> {
  return apiRequest<DocumentInfo>(`${documentsPath(reference)}/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export function useUpdateQuotationDocument(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateDocumentDto & { id: string }) => updateQuotationDocument(reference, id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: quotationKeys.documents(reference) }),
  });
}

/** `GET /app/v1/documents/:id/content`: the stored file, fetched with the token (a plain link would have none). */
export function downloadDocument(id: string): Promise<DownloadedFile> {
  return apiDownload(`/app/v1/documents/${encodeURIComponent(id)}/content`);
}
