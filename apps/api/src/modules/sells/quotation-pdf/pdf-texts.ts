import type { Company, Language, Service } from '@freight/shared';

/** Company names printed in the PDF header (the spec names the companies by code only). */
export const COMPANY_NAMES: Record<Company, string> = {
  MVD: 'Freight Logistics Montevideo',
  AUZ: 'Freight Logistics AUZ',
  ZON: 'Freight Logistics Zona Franca',
};

export type PdfTexts = {
  title: string;
  reference: string;
  date: string;
  client: string;
  clientReference: string;
  contact: string;
  contactName: string;
  email: string;
  phone: string;
  route: string;
  incoterm: string;
  service: string;
  services: Record<Service, string>;
  cargo: string;
  goods: string;
  commodities: Record<string, string>;
  packages: string;
  pallets: string;
  weight: string;
  volume: string;
  chargeable: string;
  containers: string;
  trucks: string;
  charges: string;
  columns: { concept: string; description: string; currency: string; amount: string; tax: string; total: string };
  totals: string;
  subtotal: string;
  tax: string;
  total: string;
  conditions: string;
  validUntil: string;
  transitTime: string;
  freeDays: string;
  days: string;
  carrier: string;
  notes: string;
  terms: string;
  disclaimers: string[];
  /** The watermark of a PDF that may not go to the client yet, and the line under the header saying why. */
  draft: string;
  draftNote: string;
  /** The mail that carries the PDF: greeting, the commercial's optional message, body, then the commercial's signature. */
  mail: {
    subject: (reference: string) => string;
    greeting: (client: string) => string;
    body: (reference: string) => string;
    closing: string;
  };
};

export const PDF_TEXTS: Record<Language, PdfTexts> = {
  es: {
    title: 'Cotización',
    reference: 'Referencia',
    date: 'Fecha',
    client: 'Cliente',
    clientReference: 'Su referencia',
    contact: 'Contacto comercial',
    contactName: 'Ejecutivo comercial',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    route: 'Ruta',
    incoterm: 'Incoterm',
    service: 'Servicio',
    services: {
      AIR_LSE: 'Aéreo (carga suelta)',
      AIR_ULD: 'Aéreo (ULD)',
      SEA_LCL: 'Marítimo LCL (carga consolidada)',
      SEA_FCL: 'Marítimo FCL (contenedor completo)',
      SEA_RORO: 'Marítimo RoRo',
      ROAD_LTL: 'Terrestre LTL (carga parcial)',
      ROAD_FTL: 'Terrestre FTL (camión completo)',
      EXPRESS: 'Courier express',
    },
    cargo: 'Carga',
    goods: 'Mercadería',
    commodities: { GEN: 'Carga general', DG: 'Mercancía peligrosa', PHAE: 'Productos farmacéuticos' },
    packages: 'Bultos',
    pallets: 'Pallets',
    weight: 'Peso',
    volume: 'Volumen',
    chargeable: 'Peso tasable',
    containers: 'Contenedores',
    trucks: 'Camiones',
    charges: 'Detalle de la cotización',
    columns: {
      concept: 'Concepto',
      description: 'Descripción',
      currency: 'Moneda',
      amount: 'Importe',
      tax: 'IVA',
      total: 'Total',
    },
    totals: 'Totales',
    subtotal: 'Subtotal',
    tax: 'IVA',
    total: 'Total',
    conditions: 'Condiciones',
    validUntil: 'Validez',
    transitTime: 'Tiempo de tránsito',
    freeDays: 'Días libres',
    days: 'días',
    carrier: 'Transportista',
    notes: 'Notas',
    terms: 'Condiciones generales',
    disclaimers: [
      'Tarifas sujetas a disponibilidad de espacio y equipo al momento de la reserva.',
      'No incluye impuestos, tasas ni gastos en origen o destino que no estén detallados.',
      'Los importes se expresan en la moneda indicada en cada línea; el IVA se aplica según la normativa vigente.',
      'Cotización sujeta a las condiciones generales de contratación de la compañía.',
    ],
    draft: 'BORRADOR',
    draftNote: 'Borrador sin validez: precios pendientes de aprobación.',
    mail: {
      subject: (ref) => `Cotización ${ref}`,
      greeting: (client) => `Estimados ${client}:`,
      body: (ref) => `Adjuntamos la cotización ${ref}. Quedamos a su disposición por cualquier consulta.`,
      closing: 'Saludos cordiales,',
    },
  },
  en: {
    title: 'Quotation',
    reference: 'Reference',
    date: 'Date',
    client: 'Client',
    clientReference: 'Your reference',
    contact: 'Sales contact',
    contactName: 'Account manager',
    email: 'E-mail',
    phone: 'Phone',
    route: 'Route',
    incoterm: 'Incoterm',
    service: 'Service',
    services: {
      AIR_LSE: 'Air (loose cargo)',
      AIR_ULD: 'Air (ULD)',
      SEA_LCL: 'Sea LCL (consolidated)',
      SEA_FCL: 'Sea FCL (full container)',
      SEA_RORO: 'Sea RoRo',
      ROAD_LTL: 'Road LTL (part load)',
      ROAD_FTL: 'Road FTL (full truck)',
      EXPRESS: 'Express courier',
    },
    cargo: 'Cargo',
    goods: 'Goods',
    commodities: { GEN: 'General cargo', DG: 'Dangerous goods', PHAE: 'Pharmaceuticals' },
    packages: 'Packages',
    pallets: 'Pallets',
    weight: 'Weight',
    volume: 'Volume',
    chargeable: 'Chargeable weight',
    containers: 'Containers',
    trucks: 'Trucks',
    charges: 'Quotation details',
    columns: {
      concept: 'Charge',
      description: 'Description',
      currency: 'Currency',
      amount: 'Amount',
      tax: 'VAT',
      total: 'Total',
    },
    totals: 'Totals',
    subtotal: 'Subtotal',
    tax: 'VAT',
    total: 'Total',
    conditions: 'Conditions',
    validUntil: 'Valid until',
    transitTime: 'Transit time',
    freeDays: 'Free days',
    days: 'days',
    carrier: 'Carrier',
    notes: 'Notes',
    terms: 'General terms',
    disclaimers: [
      'Rates subject to space and equipment availability at the time of booking.',
      'Duties, taxes and origin or destination charges not listed are not included.',
      'Amounts are in the currency shown on each line; VAT applies as required by law.',
      "Quotation subject to the company's general terms and conditions.",
    ],
    draft: 'DRAFT',
    draftNote: 'Draft, not valid: prices awaiting approval.',
    mail: {
      subject: (ref) => `Quotation ${ref}`,
      greeting: (client) => `Dear ${client},`,
      body: (ref) => `Please find attached quotation ${ref}. Do not hesitate to contact us with any question.`,
      closing: 'Kind regards,',
    },
  },
  pt: {
    title: 'Cotação',
    reference: 'Referência',
    date: 'Data',
    client: 'Cliente',
    clientReference: 'Sua referência',
    contact: 'Contato comercial',
    contactName: 'Executivo comercial',
    email: 'E-mail',
    phone: 'Telefone',
    route: 'Rota',
    incoterm: 'Incoterm',
    service: 'Serviço',
    services: {
      AIR_LSE: 'Aéreo (carga solta)',
      AIR_ULD: 'Aéreo (ULD)',
      SEA_LCL: 'Marítimo LCL (carga consolidada)',
      SEA_FCL: 'Marítimo FCL (contêiner completo)',
      SEA_RORO: 'Marítimo RoRo',
      ROAD_LTL: 'Rodoviário LTL (carga fracionada)',
      ROAD_FTL: 'Rodoviário FTL (caminhão completo)',
      EXPRESS: 'Courier expresso',
    },
    cargo: 'Carga',
    goods: 'Mercadoria',
    commodities: { GEN: 'Carga geral', DG: 'Carga perigosa', PHAE: 'Produtos farmacêuticos' },
    packages: 'Volumes',
    pallets: 'Paletes',
    weight: 'Peso',
    volume: 'Volume',
    chargeable: 'Peso taxável',
    containers: 'Contêineres',
    trucks: 'Caminhões',
    charges: 'Detalhes da cotação',
    columns: {
      concept: 'Conceito',
      description: 'Descrição',
      currency: 'Moeda',
      amount: 'Valor',
      tax: 'Imposto',
      total: 'Total',
    },
    totals: 'Totais',
    subtotal: 'Subtotal',
    tax: 'Imposto',
    total: 'Total',
    conditions: 'Condições',
    validUntil: 'Validade',
    transitTime: 'Tempo de trânsito',
    freeDays: 'Dias livres',
    days: 'dias',
    carrier: 'Transportadora',
    notes: 'Observações',
    terms: 'Condições gerais',
    disclaimers: [
      'Tarifas sujeitas à disponibilidade de espaço e equipamento no momento da reserva.',
      'Não inclui impostos, taxas nem despesas na origem ou no destino que não estejam detalhados.',
      'Os valores estão na moeda indicada em cada linha; o imposto é aplicado conforme a legislação vigente.',
      'Cotação sujeita às condições gerais de contratação da empresa.',
    ],
    draft: 'RASCUNHO',
    draftNote: 'Rascunho sem validade: preços aguardando aprovação.',
    mail: {
      subject: (ref) => `Cotação ${ref}`,
      greeting: (client) => `Prezados ${client},`,
      body: (ref) => `Segue em anexo a cotação ${ref}. Ficamos à disposição para qualquer dúvida.`,
      closing: 'Atenciosamente,',
    },
  },
};
