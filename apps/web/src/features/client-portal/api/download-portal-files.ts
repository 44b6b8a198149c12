import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-download';
import { saveFile } from '@/components/files/save-file';

const base = (reference: string) => `/app/v1/portal/quotations/${encodeURIComponent(reference)}`;

/** `GET …/pdf`: the PDF the commercial sends, saved as <reference>.pdf. */
export function usePortalPdfDownload(reference: string) {
  return useMutation({
    mutationFn: async () => {
      const file = await apiDownload(`${base(reference)}/pdf`);
      saveFile(file.blob, file.fileName ?? `${reference}.pdf`);
    },
  });
}

/** `GET …/documents/:id/content`: a client-visible document, under its stored name. */
export function usePortalDocumentDownload(reference: string) {
  return useMutation({
    mutationFn: async (doc: { id: string; name: string }) => {
      const file = await apiDownload(`${base(reference)}/documents/${doc.id}/content`);
      saveFile(file.blob, file.fileName ?? doc.name);
    },
  });
}
