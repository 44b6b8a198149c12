import type { DocumentInfo } from '@freight/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type UploadDocumentInput = { file: File; safetyDataSheet?: boolean; documentTypeId?: string | null };

/**
 * `POST /app/v1/documents` (multipart): stages a file for a request still being filled; the
 * quotation claims it when created. Refusals come back as FILE_* codes.
 */
export function uploadDocument({ file, safetyDataSheet, documentTypeId }: UploadDocumentInput): Promise<DocumentInfo> {
  const body = new FormData();
  if (documentTypeId) body.append('documentTypeId', documentTypeId);
  body.append('file', file, file.name);
  if (safetyDataSheet) body.append('safetyDataSheet', 'true');
  return apiRequest<DocumentInfo>('/app/v1/documents', { method: 'POST', body });
}

export function useUploadDocument() {
  return useMutation({ mutationFn: uploadDocument });
}
