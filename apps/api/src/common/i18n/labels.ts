import type { Language, QuotationStatus, Service, TransportMode } from '@freight/shared';

/**
 * The words for the codes the API writes into documents and messages (notifications, XLSX):
 * the same words the SPA shows (apps/web/src/locales/<lang>/quotations.json), never the raw code.
 */
export const STATUS_LABELS: Record<Language, Record<QuotationStatus, string>> = {
  es: {
    REQUESTED: 'Solicitada',
    PENDING: 'Pendiente',
    QUOTED: 'Cotizada',
    UPDATED: 'Actualizada',
    SENT: 'Enviada',
    APPROVED: 'Aprobada',
    NOT_APPROVED: 'No aprobada',
    FUTURE: 'Futura',
  },
  en: {
    REQUESTED: 'Requested',
    PENDING: 'Pending',
    QUOTED: 'Quoted',
    UPDATED: 'Updated',
    SENT: 'Sent',
    APPROVED: 'Approved',
    NOT_APPROVED: 'Not approved',
    FUTURE: 'Future',
  },
  pt: {
    REQUESTED: 'Solicitada',
    PENDING: 'Pendente',
    QUOTED: 'Cotada',
    UPDATED: 'Atualizada',
    SENT: 'Enviada',
    APPROVED: 'Aprovada',
    NOT_APPROVED: 'Não aprovada',
    FUTURE: 'Futura',
  },
};

export const SERVICE_LABELS: Record<Language, Record<Service, string>> = {
  es: {
    AIR_LSE: 'Aéreo LSE',
    AIR_ULD: 'Aéreo ULD',
    SEA_LCL: 'Marítimo LCL',
    SEA_FCL: 'Marítimo FCL',
    SEA_RORO: 'Marítimo RoRo',
    ROAD_LTL: 'Terrestre LTL',
    ROAD_FTL: 'Terrestre FTL',
    EXPRESS: 'Express',
  },
  en: {
    AIR_LSE: 'Air LSE',
    AIR_ULD: 'Air ULD',
    SEA_LCL: 'Sea LCL',
    SEA_FCL: 'Sea FCL',
    SEA_RORO: 'Sea RoRo',
    ROAD_LTL: 'Road LTL',
    ROAD_FTL: 'Road FTL',
    EXPRESS: 'Express',
  },
  pt: {
    AIR_LSE: 'Aéreo LSE',
    AIR_ULD: 'Aéreo ULD',
    SEA_LCL: 'Marítimo LCL',
    SEA_FCL: 'Marítimo FCL',
    SEA_RORO: 'Marítimo RoRo',
    ROAD_LTL: 'Rodoviário LTL',
    ROAD_FTL: 'Rodoviário FTL',
    EXPRESS: 'Express',
  },
};

export const MODE_LABELS: Record<Language, Record<TransportMode, string>> = {
  es: { AIR: 'Aéreo', SEA: 'Marítimo', ROAD: 'Terrestre', EXPRESS: 'Express' },
  en: { AIR: 'Air', SEA: 'Sea', ROAD: 'Road', EXPRESS: 'Express' },
  pt: { AIR: 'Aéreo', SEA: 'Marítimo', ROAD: 'Rodoviário', EXPRESS: 'Express' },
};
