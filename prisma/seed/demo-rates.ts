import {
  EXCHANGE_RATE_SCALE,
  fixedToString,
  parseFixed,
  SERVICE_MODE,
  type ContainerType,
  type Currency,
  type RateCalculator,
  type RateRangeBasis,
  type Service,
} from '@freight/shared';
import type { PrismaClient } from '../../apps/api/src/generated/prisma/client.js';
import { PORTAL_DEMO_RULE } from './demo-portal-rule.js';

/** A demo figure as column text at its scale, through the money module (exact, never a float's toFixed). */
const text = (n: number, scale: number) => fixedToString(parseFixed(n, scale), scale);

// Rates for the demo lanes in every mode (some expiring within the week, some expired), today's
// exchange rates and two quotation rules. Idempotent: rates are found by their import key, rules by name,
// and validity dates are recomputed from the day of the seed.

type DemoCharge = {
  concept: string;
  currency?: Currency;
  calculator: RateCalculator;
  amount: number;
  freight?: boolean;
  rangeBasis?: RateRangeBasis;
  ranges?: [number, number | null, number][];
  minimumAmount?: number;
  minimumBelow?: number;
};
type DemoRate = {
  key: string;
  service: Service;
  container?: ContainerType;
  origin: [string, string];
  destination: [string, string];
  carrier: string;
  /** Days from today. */
  from: number;
  to: number;
  description: string;
  transitDays: number;
  frequency?: string;
  freeDays?: number;
  term?: 'SPOT' | 'CONTRACT';
  charges: DemoCharge[];
};

const SHA: [string, string] = ['CNSHA', 'Shanghai'];
const VLC: [string, string] = ['ESVLC', 'Valencia'];
const MVD_PORT: [string, string] = ['UYMVD', 'Montevideo'];
const SSZ: [string, string] = ['BRSSZ', 'Santos'];

export const DEMO_RATES: readonly DemoRate[] = [
  {
    key: 'sha-mvd-40hc',
    service: 'SEA_FCL',
    container: '40HC',
    origin: SHA,
    destination: MVD_PORT,
    carrier: 'SHAPAC',
    from: -20,
    to: 60,
    description: 'FCL 40HC Shanghai – Montevideo',
    transitDays: 38,
    frequency: 'Semanal',
    freeDays: 14,
    term: 'CONTRACT',
    charges: [
      { concept: 'OFT', calculator: 'PER_CONTAINER', amount: 2150, freight: true },
      { concept: 'BAF', calculator: 'PERCENT_OF_FREIGHT', amount: 8 },
      { concept: 'THC-D', calculator: 'PER_CONTAINER', amount: 260 },
      { concept: 'BL', calculator: 'FLAT', amount: 75 },
    ],
  },
  {
    key: 'sha-mvd-20gp',
    service: 'SEA_FCL',
    container: '20GP',
    origin: SHA,
    destination: MVD_PORT,
    carrier: 'GENSHIP',
    from: -10,
    to: 5,
    description: 'FCL 20GP Shanghai – Montevideo (vence pronto)',
    transitDays: 42,
    frequency: 'Quincenal',
    freeDays: 10,
    charges: [
      { concept: 'OFT', calculator: 'PER_CONTAINER', amount: 1350, freight: true },
      { concept: 'THC-D', calculator: 'PER_CONTAINER', amount: 220 },
    ],
  },
  {
    key: 'vlc-mvd-40hc',
    service: 'SEA_FCL',
    container: '40HC',
    origin: VLC,
    destination: MVD_PORT,
    carrier: 'LEVANTE',
    from: -5,
    to: 45,
    description: 'FCL 40HC Valencia – Montevideo',
    transitDays: 24,
    frequency: 'Semanal',
    freeDays: 14,
    term: 'CONTRACT',
    charges: [
      { concept: 'OFT', calculator: 'PER_CONTAINER', amount: 1650, freight: true },
      { concept: 'THC-O', currency: 'EUR', calculator: 'PER_CONTAINER', amount: 210 },
      { concept: 'THC-D', calculator: 'PER_CONTAINER', amount: 260 },
      { concept: 'BL', calculator: 'FLAT', amount: 60 },
    ],
  },
  {
    key: 'sha-mvd-lcl',
    service: 'SEA_LCL',
    origin: SHA,
    destination: MVD_PORT,
    carrier: 'SHAPAC',
    from: -15,
    to: 40,
    description: 'LCL Shanghai – Montevideo',
    transitDays: 45,
    frequency: 'Semanal',
    charges: [
      { concept: 'OFT', calculator: 'PER_M3', amount: 68, freight: true, minimumAmount: 68, minimumBelow: 1 },
      { concept: 'HDL', calculator: 'PER_M3', amount: 18, minimumAmount: 40 },
      { concept: 'DOC', calculator: 'FLAT', amount: 45 },
    ],
  },
  {
    key: 'vlc-mvd-lcl-old',
    service: 'SEA_LCL',
    origin: VLC,
    destination: MVD_PORT,
    carrier: 'LEVANTE',
    from: -90,
    to: -3,
    description: 'LCL Valencia – Montevideo (vencida)',
    transitDays: 30,
    charges: [{ concept: 'OFT', currency: 'EUR', calculator: 'PER_M3', amount: 55, freight: true, minimumAmount: 55 }],
  },
  {
    key: 'mvd-ssz-40hc',
    service: 'SEA_FCL',
    container: '40HC',
    origin: MVD_PORT,
    destination: SSZ,
    carrier: 'SANTOS',
    from: -3,
    to: 30,
    description: 'FCL 40HC Montevideo – Santos',
    transitDays: 4,
    frequency: 'Semanal',
    charges: [{ concept: 'OFT', calculator: 'PER_CONTAINER', amount: 900, freight: true }],
  },
  {
    key: 'mia-mvd-air',
    service: 'AIR_LSE',
    origin: ['MIA', 'Miami'],
    destination: ['MVD', 'Montevideo'],
    carrier: 'MIAGW',
    from: -7,
    to: 50,
    description: 'Aéreo Miami – Montevideo',
    transitDays: 3,
    frequency: 'Diaria',
    charges: [
      {
        concept: 'AFT',
        calculator: 'PER_CHARGEABLE_KG',
        amount: 3.1,
        freight: true,
        rangeBasis: 'CHARGEABLE_WEIGHT',
        minimumAmount: 85,
        ranges: [
          [0, 45, 3.1],
          [45, 100, 2.65],
          [100, 300, 2.3],
          [300, null, 1.95],
        ],
      },
      { concept: 'FSC', calculator: 'PER_CHARGEABLE_KG', amount: 0.85 },
      { concept: 'SSC', calculator: 'PER_CHARGEABLE_KG', amount: 0.15 },
      { concept: 'AWB', calculator: 'FLAT', amount: 35 },
    ],
  },
  {
    key: 'mad-mvd-air',
    service: 'AIR_LSE',
    origin: ['MAD', 'Madrid'],
    destination: ['MVD', 'Montevideo'],
    carrier: 'LEVANTE',
    from: -20,
    to: 4,
    description: 'Aéreo Madrid – Montevideo (vence pronto)',
    transitDays: 2,
    charges: [
      {
        concept: 'AFT',
        currency: 'EUR',
        calculator: 'PER_CHARGEABLE_KG',
        amount: 2.9,
        freight: true,
        minimumAmount: 95,
      },
      { concept: 'FSC', currency: 'EUR', calculator: 'PER_CHARGEABLE_KG', amount: 0.7 },
    ],
  },
  {
    key: 'uy-br-ftl',
    service: 'ROAD_FTL',
    origin: ['UY', 'Uruguay'],
    destination: ['BR', 'Brasil'],
    carrier: 'TRSUR',
    from: -30,
    to: 90,
    description: 'Camión completo Uruguay – Brasil',
    transitDays: 5,
    term: 'CONTRACT',
    charges: [
      { concept: 'RFT', calculator: 'FLAT', amount: 2400, freight: true },
      { concept: 'CUS', calculator: 'FLAT', amount: 180 },
    ],
  },
  {
    key: 'ar-uy-ltl-old',
    service: 'ROAD_LTL',
    origin: ['AR', 'Argentina'],
    destination: ['UY', 'Uruguay'],
    carrier: 'TRSUR',
    from: -120,
    to: -10,
    description: 'Carga parcial Argentina – Uruguay (vencida)',
    transitDays: 3,
    charges: [
      {
        concept: 'RFT',
        calculator: 'PER_KG',
        amount: 0.32,
        freight: true,
        rangeBasis: 'WEIGHT',
        minimumAmount: 120,
        ranges: [
          [0, 1000, 0.32],
          [1000, null, 0.26],
        ],
      },
    ],
  },
  {
    key: 'uy-br-express',
    service: 'EXPRESS',
    origin: ['UY', 'Uruguay'],
    destination: ['BR', 'Brasil'],
    carrier: 'MIAGW',
    from: -10,
    to: 80,
    description: 'Courier Uruguay – Brasil',
    transitDays: 2,
    charges: [
      {
        concept: 'EXP',
        calculator: 'PER_CHARGEABLE_KG',
        amount: 14.5,
        freight: true,
        minimumAmount: 45,
        minimumBelow: 3,
      },
    ],
  },
];

/** Units per US dollar entered by pricing for today. */
const DEMO_EXCHANGE: Partial<Record<Currency, number>> = { UYU: 40.15, EUR: 0.92 };

export const DEMO_RULES = [
  {
    name: 'Valencia FCL automático',
    marginPercent: '18',
    send: false,
    position: 1,
    filters: [
      { filterType: 'AUTORATE', condition: 'HAS', value: '' },
      { filterType: 'ORIGIN', condition: 'EQUALS', value: 'ESVLC' },
      { filterType: 'MODE', condition: 'EQUALS', value: 'SEA_FCL' },
    ],
  },
  {
    name: 'Aéreo desde Madrid: revisar',
    marginPercent: '0',
    send: false,
    position: 2,
    filters: [
      { filterType: 'ORIGIN', condition: 'EQUALS', value: 'MAD' },
      { filterType: 'TRANSPORT_MODE', condition: 'EQUALS', value: 'AIR' },
    ],
  },
  // Issue 43: the client portal's demo lane priced and sent at once.
  PORTAL_DEMO_RULE,
] as const;

const utcDay = (offset: number): Date => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + offset));
};

export async function seedDemoRates(prisma: PrismaClient): Promise<void> {
  const owner = await prisma.user.findUniqueOrThrow({ where: { username: 'pricing' }, select: { id: true } });
  const providers = new Map(
    (await prisma.provider.findMany({ select: { id: true, code: true } })).map((p) => [p.code, p.id]),
  );
  const codes = new Map(
    (await prisma.chargeCode.findMany({ select: { id: true, concept: true } })).map((c) => [c.concept, c.id]),
  );
  for (const r of DEMO_RATES) {
    const importKey = `demo:${r.key}`;
    const data = {
      direction: 'BUY',
      term: r.term ?? 'SPOT',
      transportMode: SERVICE_MODE[r.service],
      service: r.service,
      container: r.container ?? null,
      originCode: r.origin[0],
      originName: r.origin[1],
      destinationCode: r.destination[0],
      destinationName: r.destination[1],
      validFrom: utcDay(r.from),
      validTo: utcDay(r.to),
      description: r.description,
      transitDays: r.transitDays,
      frequency: r.frequency ?? null,
      freeDays: r.freeDays ?? null,
      ownerId: owner.id,
      carrierId: providers.get(r.carrier)!,
      expiryNotifiedAt: null,
    };
    const charges = r.charges.map((c, index) => ({
      index,
      chargeCodeId: codes.get(c.concept)!,
      currency: c.currency ?? 'USD',
      calculator: c.calculator,
      amount: text(c.amount, 2),
      freight: c.freight ?? false,
      rangeBasis: c.rangeBasis ?? null,
      minimumAmount: c.minimumAmount == null ? null : text(c.minimumAmount, 2),
      minimumBelow: c.minimumBelow == null ? null : text(c.minimumBelow, 3),
      ranges: {
        create: (c.ranges ?? []).map(([from, to, amount], i) => ({
          index: i,
          from: text(from, 3),
          to: to === null ? null : text(to, 3),
          amount: text(amount, 2),
        })),
      },
    }));
    await prisma.$transaction(async (tx) => {
      const existing = await tx.rate.findUnique({ where: { importKey }, select: { id: true } });
      if (existing) {
        await tx.rateCharge.deleteMany({ where: { rateId: existing.id } });
        await tx.rate.update({ where: { id: existing.id }, data: { ...data, charges: { create: charges } } });
      } else {
        const id = crypto.randomUUID();
        await tx.rate.create({
          data: { ...data, id, rateKey: id, importKey, createdBy: owner.id, charges: { create: charges } },
        });
      }
    });
  }
  const today = utcDay(0);
  for (const [currency, perUsd] of Object.entries(DEMO_EXCHANGE)) {
    await prisma.exchangeRate.upsert({
      where: { currency_day: { currency, day: today } },
      update: { perUsd: text(perUsd, EXCHANGE_RATE_SCALE) },
      create: { currency, day: today, perUsd: text(perUsd, EXCHANGE_RATE_SCALE), createdBy: owner.id },
    });
  }
  for (const rule of DEMO_RULES) {
    const { filters, ...fields } = rule;
    const existing = await prisma.quotationRule.findFirst({ where: { name: rule.name }, select: { id: true } });
    const filterRows = filters.map((f, index) => ({ index, ...f }));
    if (existing) {
      await prisma.quotationRuleFilter.deleteMany({ where: { ruleId: existing.id } });
      await prisma.quotationRule.update({
        where: { id: existing.id },
        data: { ...fields, filters: { create: filterRows } },
      });
    } else {
      await prisma.quotationRule.create({
        data: { ...fields, createdBy: owner.id, updatedBy: owner.id, filters: { create: filterRows } },
      });
    }
  }
}
