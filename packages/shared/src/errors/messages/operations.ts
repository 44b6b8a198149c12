import type { ErrorMessages } from './types.js';

/** Operations, their notes and events, and the operations import. */
export const OPERATIONS_MESSAGES = {
  IMPORT_FILE_UNREADABLE: {
    es: 'No se pudo leer el archivo: envíe un CSV o XLSX con una fila de encabezados.',
    en: 'The file could not be read: send a CSV or XLSX with a header row.',
    pt: 'Não foi possível ler o arquivo: envie um CSV ou XLSX com uma linha de cabeçalhos.',
  },
  IMPORT_COLUMNS_MISSING: {
    es: 'Faltan columnas obligatorias en el archivo (clave de embarque, cliente y modo).',
    en: 'Required columns are missing from the file (shipment key, client and mode).',
    pt: 'Faltam colunas obrigatórias no arquivo (chave de embarque, cliente e modal).',
  },
  IMPORT_HAS_ERRORS: {
    es: 'El archivo tiene filas con errores: corríjalas; no se importó nada.',
    en: 'The file has rows with errors: fix them; nothing was imported.',
    pt: 'O arquivo tem linhas com erros: corrija-as; nada foi importado.',
  },
  IMPORT_ROW_KEY_MISSING: {
    es: 'Falta la clave de embarque.',
    en: 'The shipment key is missing.',
    pt: 'Falta a chave de embarque.',
  },
  IMPORT_ROW_KEY_DUPLICATE: {
    es: 'La clave de embarque se repite en el archivo.',
    en: 'The shipment key appears more than once in the file.',
    pt: 'A chave de embarque se repete no arquivo.',
  },
  IMPORT_ROW_CLIENT_UNKNOWN: {
    es: 'No hay un cliente con ese nombre.',
    en: 'There is no client with that name.',
    pt: 'Não há cliente com esse nome.',
  },
  IMPORT_ROW_DATE_INVALID: {
    es: 'Fecha inválida (dd/mm/aaaa).',
    en: 'Invalid date (dd/mm/yyyy).',
    pt: 'Data inválida (dd/mm/aaaa).',
  },
  IMPORT_ROW_STATUS_UNKNOWN: {
    es: 'Estado desconocido.',
    en: 'Unknown status.',
    pt: 'Status desconhecido.',
  },
  IMPORT_ROW_MODE_UNKNOWN: {
    es: 'Modo de transporte o de carga desconocido.',
    en: 'Unknown transport or container mode.',
    pt: 'Modal ou modo de carga desconhecido.',
  },
  IMPORT_ROW_OPERATIVE_UNKNOWN: {
    es: 'Operativo desconocido o inactivo (nombre o código de usuario).',
    en: 'Unknown or inactive operative (user name or code).',
    pt: 'Operacional desconhecido ou inativo (nome ou código de usuário).',
  },
  IMPORT_ROW_COMMERCIAL_UNKNOWN: {
    es: 'Comercial desconocido o inactivo (nombre o código de usuario).',
    en: 'Unknown or inactive commercial (user name or code).',
    pt: 'Comercial desconhecido ou inativo (nome ou código de usuário).',
  },
  IMPORT_ROW_KIND_NOT_ALLOWED: {
    es: 'No tiene permiso sobre este tipo de operación (general o express).',
    en: 'You have no permission for this kind of operation (general or express).',
    pt: 'Você não tem permissão para este tipo de operação (geral ou express).',
  },
  IMPORT_ROW_READ_ONLY: {
    es: 'La operación está cerrada o cancelada: la importación no puede modificarla.',
    en: 'The operation is closed or canceled: the import cannot change it.',
    pt: 'A operação está fechada ou cancelada: a importação não pode alterá-la.',
  },
  IMPORT_TOO_LARGE: {
    es: 'El archivo es demasiado grande para importarlo (como máximo 10 MB, 5.000 filas, 512 columnas y 32.767 caracteres por celda, leído en pocos segundos): divídalo en archivos más pequeños; no se importó nada.',
    en: 'The file is too large to import (at most 10 MB, 5,000 rows, 512 columns and 32,767 characters per cell, read within a few seconds): split it into smaller files; nothing was imported.',
    pt: 'O arquivo é grande demais para importar (no máximo 10 MB, 5.000 linhas, 512 colunas e 32.767 caracteres por célula, lido em poucos segundos): divida-o em arquivos menores; nada foi importado.',
  },
  IMPORT_FILE_TYPE_MISMATCH: {
    es: 'El contenido del archivo no corresponde a su extensión: un .xlsx debe ser un libro de Excel y un .csv, texto separado por comas o punto y coma.',
    en: "The file's content does not match its extension: an .xlsx must be an Excel workbook and a .csv text separated by commas or semicolons.",
    pt: 'O conteúdo do arquivo não corresponde à extensão: um .xlsx deve ser uma pasta de trabalho do Excel e um .csv, texto separado por vírgulas ou ponto e vírgula.',
  },
  FILE_READ_BUSY: {
    es: 'El servidor está leyendo demasiados archivos a la vez: vuelva a enviarlo en unos segundos.',
    en: 'The server is reading too many files at once: send it again in a few seconds.',
    pt: 'O servidor está lendo arquivos demais ao mesmo tempo: envie-o novamente em alguns segundos.',
  },
  OPERATION_READ_ONLY: {
    es: 'La operación está cerrada o cancelada: no se pueden crear ni editar notas ni eventos.',
    en: 'The operation is closed or canceled: notes and events can no longer be created or edited.',
    pt: 'A operação está fechada ou cancelada: não é possível criar nem editar notas ou eventos.',
  },
  OPERATION_ALREADY_OPENED: {
    es: 'Esta cotización ya tiene una operación abierta.',
    en: 'This quotation already has an operation.',
    pt: 'Esta cotação já tem uma operação aberta.',
  },
  QUOTATION_NOT_APPROVED: {
    es: 'Solo una cotización aprobada puede abrir una operación.',
    en: 'Only an approved quotation can open an operation.',
    pt: 'Somente uma cotação aprovada pode abrir uma operação.',
  },
  NOTE_NOT_AUTHOR: {
    es: 'Solo el autor de una nota puede corregir su texto.',
    en: 'Only the author of a note can correct its text.',
    pt: 'Somente o autor de uma nota pode corrigir o seu texto.',
  },
  EVENT_ALREADY_FINALIZED: {
    es: 'El evento ya está finalizado.',
    en: 'The event is already finalized.',
    pt: 'O evento já está finalizado.',
  },
  EVENT_DUE_BEFORE_CREATION: {
    es: 'La fecha de vencimiento no puede ser anterior a la creación del evento.',
    en: 'The due date cannot be before the event was created.',
    pt: 'A data de vencimento não pode ser anterior à criação do evento.',
  },
  OPERATIVE_NOT_ELIGIBLE: {
    es: 'El usuario elegido no es un operativo activo.',
    en: 'The chosen user is not an active operative.',
    pt: 'O usuário escolhido não é um operacional ativo.',
  },
} satisfies ErrorMessages;
