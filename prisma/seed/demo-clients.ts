import { createHash } from 'node:crypto';
import { cnpjCheckDigits, cuitCheckDigit, uyRutCheckDigit } from '@freight/shared';
import type { PrismaClient } from '../../apps/api/src/generated/prisma/client.js';

// About 200 demo clients across UY, BR and AR with valid tax ids, contacts, documents and assignment history.
// Deterministic (no randomness) so tests and screenshots see the same data on every seed.

const COUNT = 198;
const FIRST = [
  'Agro',
  'Cárnica',
  'Logística',
  'Comercial',
  'Industrias',
  'Distribuidora',
  'Textil',
  'Metalúrgica',
  'Química',
  'Vitivinícola',
  'Maderera',
  'Cerámica',
  'Farmacéutica',
  'Papelera',
  'Láctea',
];
const SECOND = [
  'del Sur',
  'Oriental',
  'Atlántica',
  'Andina',
  'Ribereña',
  'Pampa',
  'Litoral',
  'Serrana',
  'Central',
  'Austral',
  'Norte',
  'del Este',
  'Portuaria',
];
const LEGAL: Record<string, string> = { UY: 'S.A.', BR: 'Ltda.', AR: 'S.R.L.' };
const CITIES: Record<string, string[]> = {
  UY: ['Montevideo', 'Canelones', 'Maldonado', 'Paysandú', 'Salto', 'Colonia del Sacramento', 'Rivera'],
  BR: ['São Paulo', 'Porto Alegre', 'Curitiba', 'Rio de Janeiro', 'Santos', 'Florianópolis', 'Belo Horizonte'],
  AR: ['Buenos Aires', 'Rosario', 'Córdoba', 'Mendoza', 'La Plata', 'Mar del Plata', 'Neuquén'],
};
const STREETS = [
  'Av. Italia',
  'Rua das Flores',
  'Av. Corrientes',
  'Bv. Artigas',
  'Av. Paulista',
  'Calle San Martín',
  'Av. Rivera',
];
const PEOPLE = [
  'María Pérez',
  'João Silva',
  'Lucía Fernández',
  'Diego Gómez',
  'Ana Costa',
  'Pedro Martins',
  'Sofía López',
  'Martín Suárez',
  'Camila Rocha',
  'Javier Díaz',
];
const POSITIONS = ['Gerente de compras', 'Jefe de logística', 'Comercio exterior', 'Administración', 'Despachante'];
const TERMS = ['CASH', 'CREDIT', 'CHECK'] as const;
const DAYS = [7, 15, 30, 45, 60, 90, 120, 150, 180];
// A tiny but real PDF: enough for the list, the download and the content check.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A valid tax id of the country, unique per `n`. */
export function demoTaxId(country: string, n: number): string {
  if (country === 'UY') {
    // Departments 01-22, six-digit number, "001", check digit; skip numbers whose digit would be 10.
    for (let k = 0; ; k++) {
      const base = `${String(1 + ((n + k) % 21)).padStart(2, '0')}${String(300000 + n * 37 + k * 7919).padStart(6, '0')}001`;
      const dv = uyRutCheckDigit(base);
      if (dv !== null) return `${base}${dv}`;
    }
  }
  if (country === 'BR') {
    const base = `${String(10000000 + n * 104729).slice(0, 8)}0001`;
    return `${base}${cnpjCheckDigits(base)}`;
  }
  for (let k = 0; ; k++) {
    const base = `30${String(50000000 + n * 1543 + k * 7).padStart(8, '0')}`;
    const dv = cuitCheckDigit(base);
    if (dv !== null) return `${base}${dv}`;
  }
}

export async function seedDemoClients(prisma: PrismaClient): Promise<void> {
  const users = await prisma.user.findMany({
    where: { username: { in: ['admin', 'administrativo', 'comercial', 'gerente', 'operativo'] } },
    select: { id: true, username: true },
  });
  const id = (u: string) => users.find((x) => x.username === u)?.id ?? null;
  const admin = id('administrativo') ?? id('admin');
  const commercials = [id('comercial'), id('gerente')].filter((x): x is string => !!x);
  const operative = id('operativo');
  // Demo documents carry a document type (seeded before the clients).
  const taxDocType =
    (await prisma.documentType.findFirst({ where: { code: 'TAX' }, select: { id: true } }))?.id ?? null;

  // The two original demo clients keep their ids, names and tax ids (other data and tests refer to them).
  await prisma.client.updateMany({
    where: { country: 'UY', city: '' },
    data: { address: 'Rambla Portuaria 1450', postalCode: '11000', city: 'Montevideo' },
  });
  await prisma.client.updateMany({
    where: { country: 'BR', city: '' },
    data: { address: 'Av. Paulista 1000', postalCode: '01310-100', city: 'São Paulo' },
  });

  if ((await prisma.client.count()) >= COUNT) return;
  for (let n = 0; n < COUNT; n++) {
    const country = (['UY', 'BR', 'AR'] as const)[n % 3];
    const taxId = demoTaxId(country, n);
    if (await prisma.client.findUnique({ where: { country_taxId: { country, taxId } }, select: { id: true } }))
      continue;
    const trade = `${FIRST[n % FIRST.length]} ${SECOND[(n * 7) % SECOND.length]} ${n + 1}`;
    const terms = TERMS[n % 3];
    const commercialId = commercials.length ? commercials[n % commercials.length] : null;
    const created = new Date(Date.UTC(2025, 0, 1) + n * 36 * 3600 * 1000);
    await prisma.$transaction(async (tx) => {
      const client = await tx.client.create({
        data: {
          tradeName: trade,
          legalName: `${trade} ${LEGAL[country]}`,
          taxId,
          country,
          address: `${STREETS[n % STREETS.length]} ${100 + ((n * 53) % 4000)}`,
          postalCode: String(11000 + ((n * 97) % 9000)),
          city: CITIES[country][n % CITIES[country].length],
          commercialId,
          paymentTerms: terms,
          creditDays: terms === 'CREDIT' ? DAYS[n % DAYS.length] : null,
          cwCode: n % 4 === 0 ? `CW${String(n + 1).padStart(5, '0')}` : null,
          createdAt: created,
          createdBy: admin,
          updatedBy: admin,
          expressRates: {
            create:
              n % 5 === 0
                ? [
                    { rate: 'IP0', direction: 'OB', position: 0 },
                    { rate: 'IP0', direction: 'IB', position: 1 },
                  ]
                : [],
          },
          contacts: {
            // 1 to 3 contacts in every country (the third one inactive).
            create: Array.from({ length: 1 + (Math.floor(n / 3) % 3) }, (_, i) => {
              const person = PEOPLE[(n + i * 3) % PEOPLE.length];
              return {
                name: person,
                email: `${person
                  .normalize('NFD')
                  .replace(/[^\w ]/g, '')
                  .toLowerCase()
                  .replace(' ', '.')}${n}@cliente${n + 1}.example`,
                phone: `+${country === 'UY' ? '598' : country === 'BR' ? '55' : '54'} ${String(20000000 + n * 131 + i)}`,
                position: POSITIONS[(n + i) % POSITIONS.length],
                language: country === 'BR' ? 'pt' : 'es',
                active: i < 2,
                createdBy: admin,
                updatedBy: admin,
              } as const;
            }),
          },
        },
        select: { id: true },
      });
      if (operative && n % 2 === 0)
        await tx.clientOperative.create({ data: { clientId: client.id, userId: operative, createdBy: admin } });
      const log: { role: 'COMMERCIAL' | 'OPERATIVE'; action: 'ASSIGNED'; userId: string }[] = [
        ...(commercialId ? [{ role: 'COMMERCIAL' as const, action: 'ASSIGNED' as const, userId: commercialId }] : []),
        ...(operative && n % 2 === 0
          ? [{ role: 'OPERATIVE' as const, action: 'ASSIGNED' as const, userId: operative }]
          : []),
      ];
      await tx.clientAssignment.createMany({
        data: log.map((e) => ({ ...e, clientId: client.id, createdBy: admin, createdAt: created })),
      });
      if (n % 4 === 0) {
        await tx.document.create({
          data: {
            name: `Constancia fiscal ${taxId}.pdf`,
            mimeType: 'application/pdf',
            sizeBytes: PDF.length,
            sha256: createHash('sha256').update(PDF).digest('hex'),
            data: new Uint8Array(PDF),
            clientVisible: n % 8 === 0,
            documentTypeId: taxDocType,
            clientId: client.id,
            createdBy: admin ?? '00000000-0000-0000-0000-000000000000',
            updatedBy: admin,
          },
        });
      }
    });
  }
}
