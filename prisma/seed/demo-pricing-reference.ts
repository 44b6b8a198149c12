import type { Service } from '@freight/shared';
import type { PrismaClient } from '../../apps/api/src/generated/prisma/client.js';
import { DEMO_PROVIDERS } from './demo-providers.js';

// Pricing reference data for the demo: providers with contacts, charge codes, standard notes.
// Idempotent: each row is found by its natural key (code, concept, name, e-mail) and updated in place.

type Flags = { taxed?: boolean; air?: boolean; sea?: boolean; road?: boolean; express?: boolean; insurance?: boolean };
type DemoChargeCode = Flags & { concept: string; description: string; descriptionEn: string; descriptionPt: string };

// Local services rendered in Uruguay carry VAT (taxed); international freight and origin charges do not.
// Each code has its name in Spanish (description), English and Portuguese: the client's PDF prints its own.
const ALL_MODES = { air: true, sea: true, road: true, express: true } as const;
export const DEMO_CHARGE_CODES: readonly DemoChargeCode[] = [
  {
    concept: 'OFT',
    description: 'Flete marítimo',
    descriptionEn: 'Ocean freight',
    descriptionPt: 'Frete marítimo',
    sea: true,
  },
  {
    concept: 'BAF',
    description: 'Recargo por combustible (BAF)',
    descriptionEn: 'Bunker adjustment factor',
    descriptionPt: 'Ajuste de combustível (BAF)',
    sea: true,
  },
  {
    concept: 'THC-O',
    description: 'Manipuleo en terminal de origen',
    descriptionEn: 'Terminal handling charge at origin',
    descriptionPt: 'Movimentação no terminal de origem',
    sea: true,
  },
  {
    concept: 'THC-D',
    description: 'Manipuleo en terminal de destino',
    descriptionEn: 'Terminal handling charge at destination',
    descriptionPt: 'Movimentação no terminal de destino',
    sea: true,
    taxed: true,
  },
  {
    concept: 'ISPS',
    description: 'Recargo de seguridad portuaria ISPS',
    descriptionEn: 'ISPS port security surcharge',
    descriptionPt: 'Taxa de segurança portuária ISPS',
    sea: true,
  },
  {
    concept: 'BL',
    description: 'Emisión de conocimiento de embarque',
    descriptionEn: 'Bill of lading fee',
    descriptionPt: 'Emissão de conhecimento de embarque',
    sea: true,
  },
  { concept: 'AFT', description: 'Flete aéreo', descriptionEn: 'Air freight', descriptionPt: 'Frete aéreo', air: true },
  {
    concept: 'FSC',
    description: 'Recargo por combustible',
    descriptionEn: 'Fuel surcharge',
    descriptionPt: 'Sobretaxa de combustível',
    air: true,
    road: true,
  },
  {
    concept: 'SSC',
    description: 'Recargo de seguridad',
    descriptionEn: 'Security surcharge',
    descriptionPt: 'Sobretaxa de segurança',
    air: true,
  },
  {
    concept: 'AWB',
    description: 'Emisión de guía aérea',
    descriptionEn: 'Air waybill fee',
    descriptionPt: 'Emissão de conhecimento aéreo',
    air: true,
  },
  {
    concept: 'RFT',
    description: 'Flete terrestre',
    descriptionEn: 'Road freight',
    descriptionPt: 'Frete rodoviário',
    road: true,
  },
  {
    concept: 'EXP',
    description: 'Servicio de courier express',
    descriptionEn: 'Express courier service',
    descriptionPt: 'Serviço de courier expresso',
    express: true,
  },
  {
    concept: 'PKP',
    description: 'Recolección en origen',
    descriptionEn: 'Pickup at origin',
    descriptionPt: 'Coleta na origem',
    air: true,
    sea: true,
    road: true,
  },
  {
    concept: 'DOC',
    description: 'Gastos de documentación',
    descriptionEn: 'Documentation fee',
    descriptionPt: 'Taxa de documentação',
    ...ALL_MODES,
    taxed: true,
  },
  {
    concept: 'HDL',
    description: 'Manipuleo',
    descriptionEn: 'Handling',
    descriptionPt: 'Manuseio',
    air: true,
    sea: true,
    road: true,
    taxed: true,
  },
  {
    concept: 'CUS',
    description: 'Despacho aduanero',
    descriptionEn: 'Customs clearance',
    descriptionPt: 'Desembaraço aduaneiro',
    ...ALL_MODES,
    taxed: true,
  },
  {
    concept: 'DLV',
    description: 'Entrega al destinatario',
    descriptionEn: 'Delivery to consignee',
    descriptionPt: 'Entrega ao destinatário',
    ...ALL_MODES,
    taxed: true,
  },
  {
    concept: 'INS',
    description: 'Seguro de la carga',
    descriptionEn: 'Cargo insurance',
    descriptionPt: 'Seguro da carga',
    ...ALL_MODES,
    insurance: true,
    taxed: true,
  },
];

type DemoNote = { name: string; value: string; mandatory: boolean; services: Service[] };
const OCEAN_AND_AIR: Service[] = ['SEA_FCL', 'SEA_LCL', 'SEA_RORO', 'AIR_LSE', 'AIR_ULD'];
export const DEMO_STANDARD_NOTES: readonly DemoNote[] = [
  // The validity itself is the quotation's (its costs' "valid until", printed under Conditions): the note
  // only says what happens after it, and states no period of its own (issue 24).
  {
    name: 'Reconfirmación',
    value: 'Vencida la validez indicada en esta cotización, las tarifas deben reconfirmarse antes de reservar.',
    mandatory: true,
    services: [],
  },
  {
    name: 'Sujeto a espacio',
    value: 'Tarifas sujetas a disponibilidad de espacio y equipo al momento de la reserva.',
    mandatory: true,
    services: OCEAN_AND_AIR,
  },
  {
    name: 'Seguro no incluido',
    value: 'El seguro de la mercadería no está incluido, salvo que se cotice expresamente.',
    mandatory: false,
    services: [],
  },
  {
    name: 'Recargo carga peligrosa',
    value: 'La carga peligrosa (DG) está sujeta a recargo y a aprobación previa del transportista.',
    mandatory: false,
    services: OCEAN_AND_AIR,
  },
  {
    name: 'Peso tasable aéreo',
    value: 'El peso tasable es el mayor entre el peso real y el volumétrico (1 m³ = 167 kg).',
    mandatory: true,
    services: ['AIR_LSE', 'AIR_ULD'],
  },
  {
    name: 'Demoras y almacenaje',
    value:
      'Demoras, detention y almacenaje en destino no están incluidos y se facturan según la tarifa de la terminal.',
    mandatory: true,
    services: ['SEA_FCL'],
  },
];

export async function seedDemoPricingReference(prisma: PrismaClient): Promise<void> {
  for (const { contacts, ...provider } of DEMO_PROVIDERS) {
    await prisma.$transaction(async (tx) => {
      const { id } = await tx.provider.upsert({
        where: { code: provider.code },
        update: provider,
        create: provider,
        select: { id: true },
      });
      // Contacts added by hand keep their rows but not the primary role: the seeded primary has it.
      await tx.providerContact.updateMany({
        where: { providerId: id, email: { notIn: contacts.map((c) => c.email) } },
        data: { primary: false },
      });
      for (const c of contacts) {
        const data = {
          name: c.name,
          primary: c.primary ?? false,
          services: c.services ?? [],
          traffics: c.traffics ?? [],
          comments: c.comments ?? null,
        };
        const existing = await tx.providerContact.findFirst({
          where: { providerId: id, email: c.email },
          select: { id: true },
        });
        if (existing) await tx.providerContact.update({ where: { id: existing.id }, data });
        else await tx.providerContact.create({ data: { ...data, providerId: id, email: c.email } });
      }
    });
  }
  for (const code of DEMO_CHARGE_CODES) {
    const data = { taxed: false, air: false, sea: false, road: false, express: false, insurance: false, ...code };
    await prisma.chargeCode.upsert({ where: { concept: code.concept }, update: data, create: data });
  }
  // Earlier seeds had a "Validez" note with a 15-day period of its own beside the quotation's validity.
  await prisma.standardNote.updateMany({
    where: { name: 'Validez', value: { startsWith: 'Tarifas válidas por 15 días' } },
    data: {
      name: 'Reconfirmación',
      value: 'Vencida la validez indicada en esta cotización, las tarifas deben reconfirmarse antes de reservar.',
    },
  });
  // One term for chargeable weight across screens and PDF: "peso tasable".
  await prisma.standardNote.updateMany({
    where: { name: 'Peso cobrable aéreo' },
    data: { name: 'Peso tasable aéreo' },
  });
  for (const note of DEMO_STANDARD_NOTES) {
    const existing = await prisma.standardNote.findFirst({ where: { name: note.name }, select: { id: true } });
    if (existing) await prisma.standardNote.update({ where: { id: existing.id }, data: note });
    else await prisma.standardNote.create({ data: note });
  }
}
