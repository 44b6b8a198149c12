import type { CostTemplateField, Language } from '@freight/shared';

/** The template's words in the agent's language (the sheet is read by its hidden keys, never by these). */
export type CostTemplateTexts = {
  sheet: string;
  title: (reference: string, service: string) => string;
  lane: string;
  cargo: string;
  howTo: string;
  fields: Record<CostTemplateField, string>;
  columns: { code: string; charge: string; currency: string; amount: string; quantity: string; note: string };
};

export const COST_TEMPLATE_TEXTS: Record<Language, CostTemplateTexts> = {
  es: {
    sheet: 'Costos',
    title: (reference, service) => `Solicitud de costos ${reference} (${service})`,
    lane: 'Ruta',
    cargo: 'Carga',
    howTo:
      'Complete el importe por unidad de cada concepto que cotiza (punto o coma decimal, hasta 4 decimales) y deje vacíos los que no; responda el correo con esta planilla adjunta. No cambie la columna A ni la fila 1 ocultas.',
    fields: {
      description: 'Descripción de la opción',
      validUntil: 'Válido hasta (dd/mm/aaaa)',
      route: 'Ruteo / transbordos',
      transitDays: 'Tiempo de tránsito (días)',
      freeDays: 'Días libres',
      carrier: 'Transportista',
      comments: 'Comentarios',
    },
    columns: {
      code: 'Código',
      charge: 'Concepto',
      currency: 'Moneda',
      amount: 'Importe por unidad',
      quantity: 'Cantidad',
      note: 'Nota',
    },
  },
  en: {
    sheet: 'Costs',
    title: (reference, service) => `Cost request ${reference} (${service})`,
    lane: 'Lane',
    cargo: 'Cargo',
    howTo:
      'Fill in the amount per unit of each charge you quote (decimal point, up to 4 decimals) and leave the others empty; reply to the mail with this sheet attached. Do not change the hidden column A or row 1.',
    fields: {
      description: 'Option description',
      validUntil: 'Valid until (dd/mm/yyyy)',
      route: 'Routing / transshipments',
      transitDays: 'Transit time (days)',
      freeDays: 'Free days',
      carrier: 'Carrier',
      comments: 'Comments',
    },
    columns: {
      code: 'Code',
      charge: 'Charge',
      currency: 'Currency',
      amount: 'Amount per unit',
      quantity: 'Quantity',
      note: 'Note',
    },
  },
  pt: {
    sheet: 'Custos',
    title: (reference, service) => `Solicitação de custos ${reference} (${service})`,
    lane: 'Rota',
    cargo: 'Carga',
    howTo:
      'Preencha o valor por unidade de cada encargo que cotar (vírgula ou ponto decimal, até 4 decimais) e deixe vazios os demais; responda o e-mail com esta planilha anexada. Não altere a coluna A nem a linha 1 ocultas.',
    fields: {
      description: 'Descrição da opção',
      validUntil: 'Válido até (dd/mm/aaaa)',
      route: 'Roteamento / transbordos',
      transitDays: 'Tempo de trânsito (dias)',
      freeDays: 'Dias livres',
      carrier: 'Transportadora',
      comments: 'Comentários',
    },
    columns: {
      code: 'Código',
      charge: 'Encargo',
      currency: 'Moeda',
      amount: 'Valor por unidade',
      quantity: 'Quantidade',
      note: 'Nota',
    },
  },
};
