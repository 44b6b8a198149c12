import type { ContactTraffic, Language, ProviderCategory, Service } from '@freight/shared';

// The demo's agents and carriers with their contacts (seeded by demo-pricing-reference.ts).

type DemoContact = {
  name: string;
  email: string;
  primary?: boolean;
  services?: Service[];
  traffics?: ContactTraffic[];
  comments?: string;
};
type DemoProvider = {
  code: string;
  name: string;
  language: Language;
  originCountries: string[];
  destinationCountries: string[];
  categories: ProviderCategory[];
  services: Service[];
  contacts: DemoContact[];
};

/** Agents and carriers in several countries; e-mails are under agents.demo so no real mailbox receives them. */
export const DEMO_PROVIDERS: readonly DemoProvider[] = [
  {
    code: 'SHAPAC',
    name: 'Shanghai Pacific Logistics Co.',
    language: 'en',
    originCountries: ['CN'],
    destinationCountries: ['UY', 'AR', 'BR'],
    categories: ['AGENT'],
    services: ['SEA_FCL', 'SEA_LCL', 'AIR_LSE'],
    contacts: [
      {
        name: 'Li Wei',
        email: 'li.wei@agents.demo',
        primary: true,
        services: ['SEA_FCL', 'SEA_LCL'],
        traffics: ['EXPORT'],
      },
      {
        name: 'Chen Jing',
        email: 'chen.jing@agents.demo',
        services: ['AIR_LSE'],
        traffics: ['EXPORT'],
        comments: 'Air desk, answers overnight (UTC+8).',
      },
    ],
  },
  {
    code: 'LEVANTE',
    name: 'Transitarios Levante S.L.',
    language: 'es',
    originCountries: ['ES'],
    destinationCountries: ['UY', 'AR'],
    categories: ['AGENT'],
    services: ['SEA_FCL', 'SEA_LCL', 'AIR_LSE'],
    contacts: [
      {
        name: 'María García',
        email: 'maria.garcia@agents.demo',
        primary: true,
        services: ['SEA_FCL', 'SEA_LCL'],
        traffics: ['EXPORT', 'IMPORT'],
      },
      { name: 'Javier Ruiz', email: 'javier.ruiz@agents.demo', services: ['AIR_LSE'], traffics: ['EXPORT'] },
    ],
  },
  {
    code: 'MIAGW',
    name: 'Miami Gateway Freight Inc.',
    language: 'en',
    originCountries: ['US'],
    destinationCountries: ['UY', 'AR', 'BR', 'MX'],
    categories: ['AGENT'],
    services: ['AIR_LSE', 'AIR_ULD', 'SEA_LCL', 'EXPRESS'],
    contacts: [
      {
        name: 'John Carter',
        email: 'john.carter@agents.demo',
        primary: true,
        services: ['AIR_LSE', 'AIR_ULD'],
        traffics: ['EXPORT'],
      },
      {
        name: 'Emily Davis',
        email: 'emily.davis@agents.demo',
        services: ['SEA_LCL'],
        traffics: ['EXPORT', 'CROSS_TRADE'],
      },
      { name: 'Robert Lee', email: 'robert.lee@agents.demo', services: ['EXPRESS'], traffics: ['EXPORT'] },
    ],
  },
  {
    code: 'SANTOS',
    name: 'Santos Cargo Agenciamento Ltda.',
    language: 'pt',
    originCountries: ['BR'],
    destinationCountries: ['UY', 'AR'],
    categories: ['AGENT', 'CUSTOMS_BROKER'],
    services: ['SEA_FCL', 'SEA_LCL', 'ROAD_FTL'],
    contacts: [
      {
        name: 'Ana Souza',
        email: 'ana.souza@agents.demo',
        primary: true,
        services: ['SEA_FCL', 'SEA_LCL'],
        traffics: ['EXPORT', 'IMPORT'],
      },
      { name: 'Pedro Lima', email: 'pedro.lima@agents.demo', services: ['ROAD_FTL'], traffics: ['EXPORT'] },
    ],
  },
  {
    code: 'TRSUR',
    name: 'Transportes del Sur S.A.',
    language: 'es',
    originCountries: ['AR', 'UY'],
    destinationCountries: ['UY', 'AR', 'BR'],
    categories: ['TRUCKER', 'CARRIER'],
    services: ['ROAD_FTL', 'ROAD_LTL'],
    contacts: [
      {
        name: 'Martín Fernández',
        email: 'martin.fernandez@agents.demo',
        primary: true,
        services: ['ROAD_FTL', 'ROAD_LTL'],
        traffics: ['IMPORT', 'EXPORT'],
      },
    ],
  },
  {
    code: 'HAMOVL',
    name: 'Hamburg Overseas Logistics GmbH',
    language: 'en',
    originCountries: ['DE'],
    destinationCountries: ['UY', 'BR'],
    categories: ['AGENT'],
    services: ['SEA_FCL', 'SEA_LCL', 'SEA_RORO', 'AIR_LSE'],
    contacts: [
      {
        name: 'Klaus Becker',
        email: 'klaus.becker@agents.demo',
        primary: true,
        services: ['SEA_FCL', 'SEA_RORO'],
        traffics: ['EXPORT'],
      },
      {
        name: 'Anna Schmidt',
        email: 'anna.schmidt@agents.demo',
        services: ['SEA_LCL', 'AIR_LSE'],
        traffics: ['EXPORT'],
      },
    ],
  },
  {
    code: 'GENSHIP',
    name: 'Genova Shipping Lines',
    language: 'en',
    originCountries: ['IT'],
    destinationCountries: ['UY', 'AR', 'BR'],
    categories: ['SHIPPING_LINE', 'CARRIER'],
    services: ['SEA_FCL', 'SEA_RORO'],
    contacts: [
      {
        name: 'Giulia Rossi',
        email: 'giulia.rossi@agents.demo',
        primary: true,
        services: ['SEA_FCL', 'SEA_RORO'],
        traffics: ['EXPORT', 'CROSS_TRADE'],
      },
    ],
  },
  {
    code: 'AEROMX',
    name: 'Aerocarga México S.A. de C.V.',
    language: 'es',
    originCountries: ['MX'],
    destinationCountries: ['UY', 'AR'],
    categories: ['AIRLINE', 'CARRIER'],
    services: ['AIR_LSE', 'AIR_ULD'],
    contacts: [
      {
        name: 'Luis Hernández',
        email: 'luis.hernandez@agents.demo',
        primary: true,
        services: ['AIR_LSE', 'AIR_ULD'],
        traffics: ['EXPORT'],
      },
      { name: 'Sofía Ramírez', email: 'sofia.ramirez@agents.demo', services: ['AIR_ULD'], traffics: ['EXPORT'] },
    ],
  },
  {
    code: 'CAMPINAS',
    name: 'Campinas Aero Cargas Ltda.',
    language: 'pt',
    originCountries: ['BR'],
    destinationCountries: ['UY'],
    categories: ['AGENT', 'COURIER'],
    services: ['AIR_LSE', 'EXPRESS'],
    contacts: [
      {
        name: 'Juliana Costa',
        email: 'juliana.costa@agents.demo',
        primary: true,
        services: ['AIR_LSE', 'EXPRESS'],
        traffics: ['EXPORT', 'IMPORT'],
      },
    ],
  },
];
