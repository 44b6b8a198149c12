import { PERMISSIONS, type Permission } from '@freight/shared';

/** Every demo account shares this password (README and browser tests use it). */
export const DEMO_PASSWORD = 'Demo1234!';

export type DemoAccount = {
  username: string;
  code: string;
  name: string;
  role: string;
  isCommercial?: boolean;
  isManager?: boolean;
  isThirdParty?: boolean;
  client?: 'A' | 'B';
  permissions: readonly Permission[];
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'admin', code: 'ADM', name: 'Ana Administradora', role: 'administrator', permissions: PERMISSIONS },
  {
    username: 'comercial',
    code: 'COM',
    name: 'Carlos Comercial',
    role: 'commercial',
    isCommercial: true,
    permissions: [
      'COMMERCIAL',
      'CREATE_QUOTATION',
      'VIEW_QUOTATION',
      'VIEW_CLIENT',
      'REQUEST_SHIPMENT',
      'SUPPORT_USER',
    ],
  },
  {
    username: 'gerente',
    code: 'GER',
    name: 'Gabriela Gerente',
    role: 'commercial manager',
    isCommercial: true,
    isManager: true,
    permissions: [
      'COMMERCIAL',
      'COMMERCIAL_MANAGER',
      'CREATE_QUOTATION',
      'VIEW_QUOTATION',
      'VIEW_CLIENT',
      'VIEW_STATS',
      'ANALYTICS_QUOTATIONS',
      'SUPPORT_USER',
    ],
  },
  {
    username: 'pricing',
    code: 'PRI',
    name: 'Pablo Pricing',
    role: 'pricing analyst',
    permissions: [
      'PRICING',
      'PRICING_SEA',
      'PRICING_AIR',
      'PRICING_ROAD',
      'PRICING_EXPRESS',
      'PRICING_RULES',
      'PRICING_INBOUND_MAIL',
      'UPDATE_QUOTATION_COSTS',
      'UPDATE_QUOTATION_SALES',
      'UPDATE_EXPRESS_RATE',
      'VIEW_AGENT',
      'VIEW_CHARGE_CODE',
      'VIEW_QUOTATION',
      'SUPPORT_USER',
    ],
  },
  {
    username: 'operativo',
    code: 'OPE',
    name: 'Olga Operativa',
    role: 'operative',
    permissions: ['OPERATIVE', 'OPERATIVE_CONTROLLER', 'VIEW_SHIPMENT', 'SUPPORT_USER'],
  },
  {
    username: 'administrativo',
    code: 'ADT',
    name: 'Andrés Administrativo',
    role: 'administrative staff',
    permissions: [
      'UPDATE_USER',
      'CREATE_USER',
      'DELETE_USER',
      'VIEW_CLIENT',
      'CREATE_CLIENT',
      'CREATE_CHARGE_CODE',
      'VIEW_CHARGE_CODE',
      'CREATE_DOCUMENT_TYPE',
      'SUPPORT_USER',
    ],
  },
  {
    username: 'analista',
    code: 'ANA',
    name: 'Lucía Analista',
    role: 'analytics',
    permissions: ['ANALYTICS_QUOTATIONS', 'ANALYTICS_REPORTS', 'ANALYTICS_INVOICED', 'VIEW_STATS'],
  },
  {
    username: 'soporte',
    code: 'SOP',
    name: 'Sergio Soporte',
    role: 'support staff',
    permissions: ['SUPPORT_STAFF', 'SUPPORT_USER'],
  },
  {
    username: 'cliente',
    code: 'CLA',
    name: 'Martín Rodríguez',
    role: 'client',
    isThirdParty: true,
    client: 'A',
    permissions: ['THIRD_PARTY_CLIENT'],
  },
  {
    username: 'cliente2',
    code: 'CLB',
    name: 'Juliana Souza',
    role: 'client',
    isThirdParty: true,
    client: 'B',
    permissions: ['THIRD_PARTY_CLIENT'],
  },
  { username: 'invitado', code: 'INV', name: 'Iván Invitado', role: 'guest', permissions: [] },
];

// Tax ids valid for their country's rule and stored normalised (no dots, dashes or slashes).
export const DEMO_CLIENTS = {
  A: {
    tradeName: 'Frigorífico del Plata',
    legalName: 'Frigorífico del Plata S.A.',
    taxId: '215478930012',
    country: 'UY',
  },
  B: {
    tradeName: 'Atlântica Importadora',
    legalName: 'Atlântica Importadora e Exportadora Ltda.',
    taxId: '45723174000110',
    country: 'BR',
  },
} as const;

/** The tax ids the two demo clients had before (one with a wrong check digit, one not normalised): a re-seed fixes them in place. */
export const LEGACY_DEMO_TAX_IDS: Record<'A' | 'B', string> = { A: '215478930018', B: '45.723.174/0001-10' };
