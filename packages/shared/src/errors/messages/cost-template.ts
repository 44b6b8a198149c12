import type { ErrorMessages } from './types.js';

/**
 * Issue 42: why the portal's cost template attached to an agent's reply by mail was not read into a
 * draft cost. Shown as a flag on the mail (the reply itself is filed all the same), and the draft's
 * own refusal.
 */
export const COST_TEMPLATE_MESSAGES = {
  COST_TEMPLATE_UNREADABLE: {
    es: 'La planilla de costos adjunta no se pudo leer (dañada, demasiado grande o no es un XLSX): no se creó ningún costo borrador.',
    en: 'The attached cost template could not be read (damaged, too large or not an XLSX): no draft cost was made.',
    pt: 'A planilha de custos anexada não pôde ser lida (danificada, grande demais ou não é um XLSX): nenhum custo rascunho foi criado.',
  },
  COST_TEMPLATE_VERSION: {
    es: 'La planilla adjunta es de una versión de la plantilla que el portal ya no lee: pida al agente que use la del último correo.',
    en: 'The attached sheet is a version of the template the portal no longer reads: ask the agent to use the one in the latest mail.',
    pt: 'A planilha anexada é de uma versão do modelo que o portal não lê mais: peça ao agente que use a do último e-mail.',
  },
  COST_TEMPLATE_OTHER_REQUEST: {
    es: 'La planilla adjunta es la de otra cotización: no se aplicó a esta solicitud.',
    en: 'The attached template belongs to another quotation: it was not applied to this request.',
    pt: 'A planilha anexada é a de outra cotação: não foi aplicada a esta solicitação.',
  },
  COST_TEMPLATE_VALUE_INVALID: {
    es: 'Un valor de la planilla no se puede leer con exactitud (importe con más de 4 decimales, separadores ambiguos, moneda, fecha o número de días no válidos): no se creó ningún costo borrador.',
    en: 'A value in the template cannot be read exactly (an amount with more than 4 decimals, ambiguous separators, an invalid currency, date or number of days): no draft cost was made.',
    pt: 'Um valor da planilha não pode ser lido com exatidão (valor com mais de 4 decimais, separadores ambíguos, moeda, data ou número de dias inválidos): nenhum custo rascunho foi criado.',
  },
  COST_TEMPLATE_CHARGE_UNKNOWN: {
    es: 'La planilla tiene un concepto que no existe en el portal: no se creó ningún costo borrador.',
    en: 'The template has a charge code the portal does not know: no draft cost was made.',
    pt: 'A planilha tem um conceito que não existe no portal: nenhum custo rascunho foi criado.',
  },
  COST_TEMPLATE_EMPTY: {
    es: 'La planilla no tiene ningún importe cargado: no hay costo que confirmar.',
    en: 'The template has no amount filled in: there is no cost to confirm.',
    pt: 'A planilha não tem nenhum valor preenchido: não há custo a confirmar.',
  },
  COST_DRAFT_ALREADY_DECIDED: {
    es: 'Este costo borrador ya fue confirmado o descartado.',
    en: 'This draft cost has already been confirmed or discarded.',
    pt: 'Este custo rascunho já foi confirmado ou descartado.',
  },
} satisfies ErrorMessages;
