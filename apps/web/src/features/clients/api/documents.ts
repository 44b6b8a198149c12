import type { DocumentInfo } from '@freight/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiRequest, type DownloadedFile } from '@/lib/api-client';
import { clientsKeys } from './client-keys';

const base = (clientId: string) => `/app/v1/clients/${encodeURIComponent(clientId)}/documents`;

/** `GET /app/v1/clients/{id}/documents`, in upload order. */
export function useClientDocuments(clientId: string) {
  return useQuery(
    queryOptions({
      queryKey: clientsKeys.documents(clientId),
      queryFn: ({ signal }) => apiRequest<DocumentInfo[]>(base(clientId), { signal }),
    }),
  );
}

function fileForm(file: File, fields: Record<string, string | boolean> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  form.append('file', file, file.name);
  return form;
}

/** `POST` a new document (with an active document type, or none), or `PUT .../{documentId}/content` to replace one's file (its type stays). */
export function useUploadClientDocument(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      replaceId,
      documentTypeId,
    }: {
      file: File;
      replaceId?: string;
      documentTypeId?: string | null;
    }) =>
      replaceId
        ? apiRequest<DocumentInfo>(`${base(clientId)}/${encodeURIComponent(replaceId)}/content`, {
            method: 'PUT',
            body: fileForm(file),
          })
        : apiRequest<DocumentInfo>(base(clientId), {
            method: 'POST',
            body: fileForm(file, documentTypeId ? { documentTypeId } : {}),
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKeys.documents(clientId) }),
  });
}

/** `PATCH .../{documentId}`: visibility to the client and to providers. */
export function useUpdateClientDocument(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; clientVisible?: boolean; providerVisible?: boolean }) =>
      apiRequest<DocumentInfo>(`${base(clientId)}/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKeys.documents(clientId) }),
  });
}

export function downloadClientDocument(clientId: string, id: string): Promise<DownloadedFile> {
  return apiDownload(`${base(clientId)}/${encodeURIComponent(id)}/content`);
}
