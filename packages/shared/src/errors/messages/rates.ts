import type { ErrorMessages } from './types.js';

/** Rates, quotation rules and the rates import. */
export const RATES_MESSAGES = {
  RATE_NO_CHARGES: {
    es: 'La tarifa no tiene cargos: agregue al menos uno.',
    en: 'The rate has no charges: add at least one.',
    pt: 'A tarifa não tem encargos: adicione pelo menos um.',
  },
  RATE_INVALID_CHARGES: {
    es: 'Hay cargos inválidos: cada cargo necesita un concepto y un importe de cero o más (un porcentaje de flete de 100 como máximo).',
    en: 'Some charges are invalid: each charge needs a charge code and an amount of zero or more (a freight percentage of at most 100).',
    pt: 'Há encargos inválidos: cada encargo precisa de um conceito e um valor de zero ou mais (um percentual do frete de no máximo 100).',
  },
  RATE_NO_RANGES: {
    es: 'Un cargo por rangos no tiene rangos: agregue al menos uno o quite la base de rangos.',
    en: 'A charge priced by ranges has no ranges: add at least one or remove the range basis.',
    pt: 'Um encargo por faixas não tem faixas: adicione pelo menos uma ou remova a base das faixas.',
  },
  RATE_INVALID_RANGES: {
    es: 'Hay rangos inválidos: cada rango termina después de empezar, no se superpone con otro y solo el último puede quedar abierto.',
    en: 'Some ranges are invalid: each range ends after it starts, none overlaps another and only the last may be open-ended.',
    pt: 'Há faixas inválidas: cada faixa termina depois de começar, nenhuma se sobrepõe a outra e só a última pode ficar aberta.',
  },
  RATE_NOT_CURRENT: {
    es: 'Esta es una versión anterior de la tarifa: edite la versión vigente.',
    en: 'This is an earlier version of the rate: edit the current version.',
    pt: 'Esta é uma versão anterior da tarifa: edite a versão vigente.',
  },
  RATE_CARRIER_UNKNOWN: {
    es: 'El transportista elegido no existe o no está activo.',
    en: 'The chosen carrier does not exist or is not active.',
    pt: 'A transportadora escolhida não existe ou não está ativa.',
  },
  RATE_OWNER_NOT_ELIGIBLE: {
    es: 'El responsable elegido no es un usuario de pricing activo.',
    en: 'The chosen owner is not an active pricing user.',
    pt: 'O responsável escolhido não é um usuário de pricing ativo.',
  },
  SURCHARGE_DATES_INVALID: {
    es: 'Las fechas del recargo no son válidas: la vigencia termina después de empezar y cada período empieza dentro de ella, en un día distinto.',
    en: 'The surcharge dates are invalid: the validity ends after it starts and each period starts inside it, on a day of its own.',
    pt: 'As datas da sobretaxa não são válidas: a vigência termina depois de começar e cada período começa dentro dela, em um dia diferente.',
  },
  SURCHARGE_CHARGE_CODE_UNKNOWN: {
    es: 'El charge code elegido no existe o no está activo.',
    en: 'The chosen charge code does not exist or is not active.',
    pt: 'O charge code escolhido não existe ou não está ativo.',
  },
  RULE_RATE_UNKNOWN: {
    es: 'La tarifa elegida para la regla no existe.',
    en: 'The rate chosen for the rule does not exist.',
    pt: 'A tarifa escolhida para a regra não existe.',
  },
  RULE_FILTER_INVALID: {
    es: 'Un filtro de la regla no es válido: revise su tipo, condición y valor.',
    en: 'A filter of the rule is not valid: check its type, condition and value.',
    pt: 'Um filtro da regra não é válido: verifique o tipo, a condição e o valor.',
  },
  INSTANT_QUOTE_UNAVAILABLE: {
    es: 'La tarifa elegida ya no cotiza esta solicitud (venció o cambió): vuelva a calcular la cotización instantánea.',
    en: 'The chosen rate no longer prices this request (it expired or changed): calculate the instant quote again.',
    pt: 'A tarifa escolhida não cota mais esta solicitação (venceu ou mudou): calcule a cotação instantânea novamente.',
  },
  RATE_FINDER_RATE_UNAVAILABLE: {
    es: 'La tarifa elegida no cotiza esta cotización en ese día (venció, cambió o no sirve para su ruta y carga): vuelva a buscar.',
    en: 'The chosen rate does not price this quotation on that day (it expired, changed or does not fit its lane and cargo): search again.',
    pt: 'A tarifa escolhida não cota esta cotação nesse dia (venceu, mudou ou não serve para sua rota e carga): busque novamente.',
  },
  RATE_FINDER_NO_LANE: {
    es: 'La cotización no tiene códigos de origen y destino: no se le puede aplicar una tarifa.',
    en: 'The quotation has no origin and destination codes: a rate cannot be applied to it.',
    pt: 'A cotação não tem códigos de origem e destino: não é possível aplicar uma tarifa a ela.',
  },
  IMPORT_ROW_RATE_INVALID: {
    es: 'La fila no es una tarifa válida (cargos, rangos o vigencia).',
    en: 'The row is not a valid rate (charges, ranges or validity).',
    pt: 'A linha não é uma tarifa válida (encargos, faixas ou vigência).',
  },
  IMPORT_ROW_CARRIER_UNKNOWN: {
    es: 'No existe un transportista activo con ese código.',
    en: 'No active carrier has that code.',
    pt: 'Não existe uma transportadora ativa com esse código.',
  },
  IMPORT_ROW_CHARGE_CODE_UNKNOWN: {
    es: 'No existe un charge code activo con ese concepto.',
    en: 'No active charge code has that concept.',
    pt: 'Não existe um charge code ativo com esse conceito.',
  },
  IMPORT_ROW_SERVICE_UNKNOWN: {
    es: 'El servicio, la moneda, el cálculo o el contenedor no es uno de los admitidos.',
    en: 'The service, currency, calculator or container is not one of the allowed values.',
    pt: 'O serviço, a moeda, o cálculo ou o contêiner não é um dos valores permitidos.',
  },
  IMPORT_ROW_NUMBER_INVALID: {
    es: 'El valor no es un número válido.',
    en: 'The value is not a valid number.',
    pt: 'O valor não é um número válido.',
  },
  IMPORT_RATE_COLUMNS_MISSING: {
    es: 'Faltan columnas obligatorias de la plantilla de tarifas (tarifa, servicio, origen, destino, vigencia, transportista, descripción, cargo, moneda, cálculo e importe): parta de la plantilla.',
    en: 'Required columns of the rates template are missing (rate, service, origin, destination, validity, carrier, description, charge code, currency, calculator and amount): start from the template.',
    pt: 'Faltam colunas obrigatórias do modelo de tarifas (tarifa, serviço, origem, destino, vigência, transportadora, descrição, encargo, moeda, cálculo e valor): parta do modelo.',
  },
  IMPORT_ROW_RATE_KEY_MISSING: {
    es: 'Falta la clave de la tarifa (columna rate), que agrupa sus cargos.',
    en: 'The rate key (column rate), which groups its charges, is missing.',
    pt: 'Falta a chave da tarifa (coluna rate), que agrupa seus encargos.',
  },
  IMPORT_ROW_CHARGE_CODE_MISSING: {
    es: 'Falta el charge code del cargo.',
    en: "The charge's charge code is missing.",
    pt: 'Falta o charge code do encargo.',
  },
  IMPORT_ROW_RATE_FIELD_MISSING: {
    es: 'Falta un dato obligatorio de la tarifa (origen, destino, transportista o descripción).',
    en: 'A required field of the rate is missing (origin, destination, carrier or description).',
    pt: 'Falta um dado obrigatório da tarifa (origem, destino, transportadora ou descrição).',
  },
  RATE_SHEET_MAPPING_MISSING: {
    es: 'Este transportista todavía no tiene un mapeo de columnas guardado: elija las columnas de su planilla primero.',
    en: 'This carrier has no saved column mapping yet: pick the columns of its sheet first.',
    pt: 'Esta transportadora ainda não tem um mapeamento de colunas salvo: escolha as colunas da planilha primeiro.',
  },
  RATE_SHEET_MAPPING_INVALID: {
    es: 'El mapeo necesita columnas de equipos o de rangos de peso (no ambas), cada columna una sola vez, y los rangos en orden creciente.',
    en: 'The mapping needs equipment columns or weight-break columns (not both), each column once, and the breaks in increasing order.',
    pt: 'O mapeamento precisa de colunas de equipamentos ou de faixas de peso (não ambas), cada coluna uma só vez, e as faixas em ordem crescente.',
  },
  RATE_SHEET_COLUMN_NOT_FOUND: {
    es: 'Una columna del mapeo no está en la fila de encabezado de la planilla.',
    en: "A column of the mapping is not in the sheet's header row.",
    pt: 'Uma coluna do mapeamento não está na linha de cabeçalho da planilha.',
  },
  RATE_SHEET_LOCATION_UNKNOWN: {
    es: 'No se reconoce el lugar como un código UN/LOCODE ni como un nombre del catálogo: elija una de las sugerencias.',
    en: 'The place is not a known UN/LOCODE code or catalogue name: pick one of the suggestions.',
    pt: 'O lugar não é um código UN/LOCODE nem um nome conhecido do catálogo: escolha uma das sugestões.',
  },
  RATE_SHEET_LOCATION_CODE_UNKNOWN: {
    es: 'El código de lugar no está en el catálogo de ubicaciones.',
    en: 'The place code is not in the locations catalogue.',
    pt: 'O código do lugar não está no catálogo de localizações.',
  },
  RATE_SHEET_DRY_RUN_NOT_FOUND: {
    es: 'No se encontró esa revisión de la planilla: vuelva a revisarla.',
    en: 'That check of the sheet was not found: check the sheet again.',
    pt: 'Essa revisão da planilha não foi encontrada: revise-a novamente.',
  },
  RATE_SHEET_DRY_RUN_EXPIRED: {
    es: 'La revisión de la planilla venció: vuelva a revisarla antes de aplicarla.',
    en: 'The check of the sheet has expired: check the sheet again before applying it.',
    pt: 'A revisão da planilha expirou: revise-a novamente antes de aplicá-la.',
  },
  RATE_SHEET_DRY_RUN_STALE: {
    es: 'La planilla, su mapeo o las tarifas del transportista cambiaron desde la revisión: vuelva a revisarla antes de aplicarla.',
    en: "The sheet, its mapping or the carrier's rates changed since the check: check the sheet again before applying it.",
    pt: 'A planilha, o mapeamento ou as tarifas da transportadora mudaram desde a revisão: revise-a novamente antes de aplicá-la.',
  },
  COST_ALREADY_SAVED_AS_RATE: {
    es: 'Este costo ya se guardó como tarifa.',
    en: 'This cost was already saved as a rate.',
    pt: 'Este custo já foi salvo como tarifa.',
  },
} satisfies ErrorMessages;
