import type { PrismaClient } from '../../apps/api/src/generated/prisma/client.js';

type DemoType = { code: string; name: string; clientVisible: boolean; providerVisible: boolean; active?: boolean };

/** A forwarder's usual document types (codes of 3 or 4 characters). */
export const DEMO_DOCUMENT_TYPES: readonly DemoType[] = [
  { code: 'MBL', name: 'Master Bill of Lading', clientVisible: false, providerVisible: true },
  { code: 'HBL', name: 'House Bill of Lading', clientVisible: true, providerVisible: true },
  { code: 'AWB', name: 'Air Waybill', clientVisible: true, providerVisible: true },
  { code: 'MAWB', name: 'Master Air Waybill', clientVisible: false, providerVisible: true },
  { code: 'HAWB', name: 'House Air Waybill', clientVisible: true, providerVisible: true },
  { code: 'CRT', name: 'Carta de Porte Internacional (CRT)', clientVisible: true, providerVisible: true },
  { code: 'MIC', name: 'Manifiesto Internacional de Carga (MIC/DTA)', clientVisible: false, providerVisible: true },
  { code: 'INV', name: 'Factura comercial', clientVisible: true, providerVisible: true },
  { code: 'PKL', name: 'Packing list', clientVisible: true, providerVisible: true },
  { code: 'COO', name: 'Certificado de origen', clientVisible: true, providerVisible: true },
  { code: 'INS', name: 'Certificado de seguro', clientVisible: true, providerVisible: false },
  { code: 'DUA', name: 'Documento Único Aduanero', clientVisible: true, providerVisible: false },
  { code: 'MSDS', name: 'Hoja de seguridad (MSDS)', clientVisible: true, providerVisible: true },
  { code: 'FUM', name: 'Certificado de fumigación', clientVisible: true, providerVisible: true },
  { code: 'SAN', name: 'Certificado sanitario', clientVisible: true, providerVisible: true },
  { code: 'POA', name: 'Poder / mandato aduanero', clientVisible: false, providerVisible: false },
  { code: 'TAX', name: 'Constancia de inscripción fiscal', clientVisible: false, providerVisible: false },
  { code: 'OTH', name: 'Otro', clientVisible: false, providerVisible: false },
  { code: 'TLX', name: 'Telex release (obsoleto)', clientVisible: true, providerVisible: true, active: false },
];

/** Note types: exactly 3 characters. */
export const DEMO_NOTE_TYPES: readonly DemoType[] = [
  { code: 'GEN', name: 'General', clientVisible: true, providerVisible: false },
  { code: 'OPS', name: 'Operativa', clientVisible: false, providerVisible: false },
  { code: 'CUS', name: 'Aduana', clientVisible: true, providerVisible: true },
  { code: 'DOC', name: 'Documentación', clientVisible: true, providerVisible: true },
  { code: 'PAY', name: 'Pagos y facturación', clientVisible: true, providerVisible: false },
  { code: 'CLI', name: 'Instrucciones del cliente', clientVisible: true, providerVisible: true },
  { code: 'DLY', name: 'Demoras', clientVisible: true, providerVisible: true },
  { code: 'INC', name: 'Incidencias', clientVisible: false, providerVisible: false },
  { code: 'OLD', name: 'Seguimiento (obsoleto)', clientVisible: false, providerVisible: false, active: false },
];

/** Idempotent: matched by code (stored upper-case, unique on lower(code)). */
export async function seedDemoRecordTypes(prisma: PrismaClient): Promise<void> {
  for (const t of DEMO_DOCUMENT_TYPES) {
    const existing = await prisma.documentType.findFirst({ where: { code: t.code }, select: { id: true } });
    if (existing) await prisma.documentType.update({ where: { id: existing.id }, data: t });
    else await prisma.documentType.create({ data: t });
  }
  for (const t of DEMO_NOTE_TYPES) {
    const existing = await prisma.noteType.findFirst({ where: { code: t.code }, select: { id: true } });
    if (existing) await prisma.noteType.update({ where: { id: existing.id }, data: t });
    else await prisma.noteType.create({ data: t });
  }
}
