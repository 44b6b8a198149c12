import type { Language } from '../config/modules.js';
import type { ErrorCode } from './codes.js';

/** Error messages in the three languages; the API picks the caller's language. */
export const ERROR_MESSAGES: Record<ErrorCode, Record<Language, string>> = {
  VALIDATION_FAILED: {
    es: 'Los datos enviados no son válidos.',
    en: 'The data sent is not valid.',
    pt: 'Os dados enviados não são válidos.',
  },
  DATE_INVALID: {
    es: 'La fecha no existe o no es válida.',
    en: 'The date does not exist or is not valid.',
    pt: 'A data não existe ou não é válida.',
  },
  MALFORMED_REQUEST: {
    es: 'La solicitud está mal formada.',
    en: 'The request is malformed.',
    pt: 'A solicitação está malformada.',
  },
  INPUT_INVALID_CHARACTERS: {
    es: 'El texto contiene caracteres no admitidos (un carácter nulo o un carácter Unicode incompleto).',
    en: 'The text contains characters that are not allowed (a null character or an incomplete Unicode character).',
    pt: 'O texto contém caracteres não permitidos (um caractere nulo ou um caractere Unicode incompleto).',
  },
  INPUT_TOO_DEEP: {
    es: 'La solicitud tiene demasiados niveles anidados.',
    en: 'The request is nested too deeply.',
    pt: 'A solicitação tem níveis aninhados demais.',
  },
  INPUT_LIST_TOO_LONG: {
    es: 'Una lista de la solicitud tiene demasiados elementos.',
    en: 'A list in the request has too many items.',
    pt: 'Uma lista da solicitação tem itens demais.',
  },
  DEPENDENCY_UNAVAILABLE: {
    es: 'El servicio no está disponible en este momento. Intente de nuevo en unos segundos.',
    en: 'The service is not available right now. Please try again in a few seconds.',
    pt: 'O serviço não está disponível no momento. Tente novamente em alguns segundos.',
  },
  REQUEST_TIMEOUT: {
    es: 'La solicitud tardó demasiado y se interrumpió. Intente de nuevo en unos segundos.',
    en: 'The request took too long and was stopped. Please try again in a few seconds.',
    pt: 'A solicitação demorou demais e foi interrompida. Tente novamente em alguns segundos.',
  },
  DATABASE_TIMEOUT: {
    es: 'La consulta a la base de datos tardó demasiado. Intente de nuevo en unos segundos o acote los filtros.',
    en: 'The database query took too long. Please try again in a few seconds or narrow the filters.',
    pt: 'A consulta ao banco de dados demorou demais. Tente novamente em alguns segundos ou restrinja os filtros.',
  },
  RECORD_BUSY: {
    es: 'Otra persona está modificando este registro en este momento. Intente de nuevo en unos segundos.',
    en: 'Someone else is changing this record right now. Please try again in a few seconds.',
    pt: 'Outra pessoa está alterando este registro neste momento. Tente novamente em alguns segundos.',
  },
  INPUT_NUMBER_UNSAFE: {
    es: 'Un número de la solicitud es demasiado grande para leerse con exactitud.',
    en: 'A number in the request is too large to be read exactly.',
    pt: 'Um número da solicitação é grande demais para ser lido com exatidão.',
  },
  AUTH_INVALID_CREDENTIALS: {
    es: 'Usuario o contraseña incorrectos.',
    en: 'Wrong username or password.',
    pt: 'Usuário ou senha incorretos.',
  },
  AUTH_ACCOUNT_DISABLED: {
    es: 'Su cuenta no tiene acceso web. Contacte a un administrador.',
    en: 'Your account has no web access. Contact an administrator.',
    pt: 'Sua conta não tem acesso web. Contate um administrador.',
  },
  AUTH_TOKEN_MISSING: {
    es: 'Debe iniciar sesión.',
    en: 'You must sign in.',
    pt: 'Você precisa entrar.',
  },
  AUTH_TOKEN_INVALID: {
    es: 'La sesión no es válida. Inicie sesión de nuevo.',
    en: 'The session is not valid. Sign in again.',
    pt: 'A sessão não é válida. Entre novamente.',
  },
  AUTH_TOKEN_EXPIRED: {
    es: 'La sesión expiró. Inicie sesión de nuevo.',
    en: 'The session expired. Sign in again.',
    pt: 'A sessão expirou. Entre novamente.',
  },
  AUTH_SESSION_ENDED: {
    es: 'La sesión fue cerrada. Inicie sesión de nuevo.',
    en: 'The session was ended. Sign in again.',
    pt: 'A sessão foi encerrada. Entre novamente.',
  },
  FORBIDDEN: {
    es: 'No tiene permiso para esta acción.',
    en: 'You do not have permission for this action.',
    pt: 'Você não tem permissão para esta ação.',
  },
  RATE_LIMITED: {
    es: 'Demasiados intentos. Espere un momento e intente de nuevo.',
    en: 'Too many attempts. Wait a moment and try again.',
    pt: 'Muitas tentativas. Aguarde um momento e tente novamente.',
  },
  NOT_FOUND: {
    es: 'No se encontró lo solicitado.',
    en: 'What you asked for was not found.',
    pt: 'O que foi solicitado não foi encontrado.',
  },
  MODULE_DISABLED: {
    es: 'Este módulo no está habilitado.',
    en: 'This module is not enabled.',
    pt: 'Este módulo não está habilitado.',
  },
  PAYLOAD_TOO_LARGE: {
    es: 'La solicitud es demasiado grande.',
    en: 'The request is too large.',
    pt: 'A solicitação é grande demais.',
  },
  WRITE_CONFLICT: {
    es: 'Otras personas estaban guardando cambios en los mismos datos y el suyo no pudo completarse. No se guardó nada: intente de nuevo.',
    en: 'Other people were saving changes to the same data and yours could not complete. Nothing was saved: please try again.',
    pt: 'Outras pessoas estavam salvando alterações nos mesmos dados e a sua não pôde ser concluída. Nada foi salvo: tente novamente.',
  },
  CONFLICT: {
    es: 'La operación entra en conflicto con el estado actual.',
    en: 'The operation conflicts with the current state.',
    pt: 'A operação conflita com o estado atual.',
  },
  INVALID_STATUS_TRANSITION: {
    es: 'La cotización no puede pasar a ese estado desde el estado actual.',
    en: 'The quotation cannot move to that status from its current status.',
    pt: 'A cotação não pode passar para esse status a partir do status atual.',
  },
  QUOTATION_INACTIVE: {
    es: 'Esta cotización fue cancelada.',
    en: 'This quotation has been cancelled.',
    pt: 'Esta cotação foi cancelada.',
  },
  AGENT_LINK_INVALID: {
    es: 'El enlace no es válido. Pida uno nuevo a quien se lo envió.',
    en: 'This link is not valid. Ask the sender for a new one.',
    pt: 'Este link não é válido. Peça um novo a quem o enviou.',
  },
  AGENT_LINK_EXPIRED: {
    es: 'El enlace expiró. Pida uno nuevo a quien se lo envió.',
    en: 'This link has expired. Ask the sender for a new one.',
    pt: 'Este link expirou. Peça um novo a quem o enviou.',
  },
  AGENT_LINK_REVOKED: {
    es: 'Este enlace fue reemplazado o retirado. Use el del correo más reciente o consulte a quien se lo envió.',
    en: 'This link was replaced or withdrawn. Use the one in the latest e-mail or ask the sender.',
    pt: 'Este link foi substituído ou retirado. Use o do e-mail mais recente ou pergunte a quem o enviou.',
  },
  COSTS_ALREADY_SENT: {
    es: 'Ya ha enviado los costos.',
    en: 'You have already sent the costs.',
    pt: 'Você já enviou os custos.',
  },
  COST_REQUEST_DECLINED: {
    es: 'Ya indicó que no puede cotizar esta solicitud.',
    en: 'You have already said you cannot quote this request.',
    pt: 'Você já informou que não pode cotar esta solicitação.',
  },
  COST_QUESTION_ALREADY_ANSWERED: {
    es: 'Esta consulta ya fue respondida.',
    en: 'This question has already been answered.',
    pt: 'Esta pergunta já foi respondida.',
  },
  COST_REQUEST_FILE_LIMIT: {
    es: 'Se alcanzó el máximo de archivos para esta solicitud (10).',
    en: 'This request already has the maximum number of files (10).',
    pt: 'Esta solicitação já tem o número máximo de arquivos (10).',
  },
  QUOTATION_CANCELLED: {
    es: 'Esta cotización ha sido cancelada.',
    en: 'This quotation has been cancelled.',
    pt: 'Esta cotação foi cancelada.',
  },
  PRICING_MODE_NOT_ALLOWED: {
    es: 'No tiene permiso de pricing para este modo de transporte.',
    en: 'You have no pricing permission for this transport mode.',
    pt: 'Você não tem permissão de pricing para este modo de transporte.',
  },
  INTERNAL_ERROR: {
    es: 'Ocurrió un error inesperado. Intente de nuevo.',
    en: 'An unexpected error occurred. Try again.',
    pt: 'Ocorreu um erro inesperado. Tente novamente.',
  },
  FILE_TOO_LARGE: {
    es: 'El archivo supera el tamaño máximo de 20 MB.',
    en: 'The file is larger than the 20 MB maximum.',
    pt: 'O arquivo excede o tamanho máximo de 20 MB.',
  },
  FILE_TYPE_NOT_ALLOWED: {
    es: 'Tipo de archivo no permitido. Se aceptan imágenes (PNG, GIF, JPEG, SVG, WebP, AVIF, HEIC, HEIF), PDF, documentos de Office y correos (.eml).',
    en: 'File type not allowed. Accepted: images (PNG, GIF, JPEG, SVG, WebP, AVIF, HEIC, HEIF), PDF, Office documents and e-mails (.eml).',
    pt: 'Tipo de arquivo não permitido. São aceitos imagens (PNG, GIF, JPEG, SVG, WebP, AVIF, HEIC, HEIF), PDF, documentos do Office e e-mails (.eml).',
  },
  FILE_EMPTY: {
    es: 'El archivo está vacío.',
    en: 'The file is empty.',
    pt: 'O arquivo está vazio.',
  },
  FILE_NAME_INVALID: {
    es: 'El nombre del archivo no es válido.',
    en: 'The file name is not valid.',
    pt: 'O nome do arquivo não é válido.',
  },
  NOTHING_TO_PUBLISH: {
    es: 'La cotización no tiene líneas de venta para publicar.',
    en: 'The quotation has no sell lines to publish.',
    pt: 'A cotação não tem linhas de venda para publicar.',
  },
  NOT_PUBLISHED: {
    es: 'Las ventas de esta cotización aún no están publicadas.',
    en: 'The sells of this quotation are not published yet.',
    pt: 'As vendas desta cotação ainda não foram publicadas.',
  },
  SELLS_NOT_EDITABLE: {
    es: 'Las ventas no pueden modificarse en el estado actual de la cotización.',
    en: "Sells cannot be changed in the quotation's current status.",
    pt: 'As vendas não podem ser alteradas no status atual da cotação.',
  },
  APPROVAL_REQUIRED: {
    es: 'El margen sobre venta (ganancia / venta) está por debajo del mínimo: un gerente debe aprobar la cotización antes de enviarla.',
    en: 'The margin on sell (profit / sell) is below the minimum: a manager must approve the quotation before it is sent.',
    pt: 'A margem sobre a venda (lucro / venda) está abaixo do mínimo: um gerente deve aprovar a cotação antes do envio.',
  },
  APPROVAL_REJECTED: {
    es: 'Un gerente rechazó esta cotización; debe cotizarse de nuevo antes de enviarla.',
    en: 'A manager rejected this quotation; it must be re-priced before it is sent.',
    pt: 'Um gerente rejeitou esta cotação; ela deve ser recotada antes do envio.',
  },
  APPROVAL_NOT_REQUIRED: {
    es: 'El margen sobre venta (ganancia / venta) alcanza el mínimo: la cotización no necesita aprobación.',
    en: 'The margin on sell (profit / sell) meets the minimum: the quotation needs no approval.',
    pt: 'A margem sobre a venda (lucro / venda) atinge o mínimo: a cotação não precisa de aprovação.',
  },
  APPROVAL_ALREADY_REQUESTED: {
    es: 'La aprobación ya fue solicitada.',
    en: 'Approval has already been requested.',
    pt: 'A aprovação já foi solicitada.',
  },
  APPROVAL_NOT_REQUESTED: {
    es: 'No hay una solicitud de aprobación pendiente para esta cotización.',
    en: 'There is no pending approval request for this quotation.',
    pt: 'Não há uma solicitação de aprovação pendente para esta cotação.',
  },
  STOMP_PROTOCOL_ERROR: {
    es: 'Mensaje no válido en el canal de notificaciones.',
    en: 'Invalid message on the notification channel.',
    pt: 'Mensagem inválida no canal de notificações.',
  },
  STOMP_UNKNOWN_DESTINATION: {
    es: 'Ese destino de notificaciones no existe o no es suyo.',
    en: 'That notification destination does not exist or is not yours.',
    pt: 'Esse destino de notificações não existe ou não é seu.',
  },
  RECIPIENT_NOT_FOUND: {
    es: 'El destinatario no existe o está inactivo.',
    en: 'The recipient does not exist or is inactive.',
    pt: 'O destinatário não existe ou está inativo.',
  },
  DOCUMENT_TYPE_CODE_INVALID: {
    es: 'El código de un tipo de documento debe tener 3 o 4 letras o dígitos.',
    en: 'A document type code must have 3 or 4 letters or digits.',
    pt: 'O código de um tipo de documento deve ter 3 ou 4 letras ou dígitos.',
  },
  NOTE_TYPE_CODE_INVALID: {
    es: 'El código de un tipo de nota debe tener exactamente 3 letras o dígitos.',
    en: 'A note type code must have exactly 3 letters or digits.',
    pt: 'O código de um tipo de nota deve ter exatamente 3 letras ou dígitos.',
  },
  DOCUMENT_TYPE_CODE_TAKEN: {
    es: 'Ya existe un tipo de documento con ese código.',
    en: 'A document type with that code already exists.',
    pt: 'Já existe um tipo de documento com esse código.',
  },
  NOTE_TYPE_CODE_TAKEN: {
    es: 'Ya existe un tipo de nota con ese código.',
    en: 'A note type with that code already exists.',
    pt: 'Já existe um tipo de nota com esse código.',
  },
  USER_SELF_DEACTIVATION: {
    es: 'No puede desactivar su propio usuario.',
    en: 'You cannot deactivate your own user.',
    pt: 'Você não pode desativar seu próprio usuário.',
  },
  USER_SELF_PERMISSION_REMOVAL: {
    es: 'No puede quitarse su propio permiso para editar usuarios.',
    en: 'You cannot remove your own permission to edit users.',
    pt: 'Você não pode remover sua própria permissão para editar usuários.',
  },
  LAST_ADMINISTRATOR: {
    es: 'No se puede desactivar al último administrador activo.',
    en: 'The last active administrator cannot be deactivated.',
    pt: 'Não é possível desativar o último administrador ativo.',
  },
  PASSWORD_CHANGE_REQUIRED: {
    es: 'Debe cambiar su contraseña antes de continuar.',
    en: 'You must change your password before continuing.',
    pt: 'Você precisa alterar sua senha antes de continuar.',
  },
  PASSWORD_TOO_WEAK: {
    es: 'La contraseña debe tener al menos 10 caracteres, con letras y dígitos.',
    en: 'The password must have at least 10 characters, with letters and digits.',
    pt: 'A senha deve ter pelo menos 10 caracteres, com letras e dígitos.',
  },
  PASSWORD_CURRENT_WRONG: {
    es: 'La contraseña actual no es correcta.',
    en: 'The current password is not correct.',
    pt: 'A senha atual não está correta.',
  },
  TAX_ID_INVALID: {
    es: 'El número de identificación fiscal no es válido para el país elegido.',
    en: 'The tax ID is not valid for the chosen country.',
    pt: 'O número de identificação fiscal não é válido para o país escolhido.',
  },
  CLIENT_EXISTS: {
    es: 'La organización ya existe: ya hay un cliente de ese país con ese número de identificación fiscal.',
    en: 'The organization exists: a client of that country with that tax ID already exists.',
    pt: 'A organização já existe: já há um cliente desse país com esse número de identificação fiscal.',
  },
  CLIENT_CREDIT_DAYS_INVALID: {
    es: 'Los días de crédito se eligen solo con pago a crédito (7, 15, 30, 45, 60, 90, 120, 150 o 180).',
    en: 'Credit days are chosen only with credit terms (7, 15, 30, 45, 60, 90, 120, 150 or 180).',
    pt: 'Os dias de crédito são escolhidos apenas com pagamento a crédito (7, 15, 30, 45, 60, 90, 120, 150 ou 180).',
  },
  ASSIGNEE_NOT_ELIGIBLE: {
    es: 'El usuario elegido no puede asignarse en ese rol.',
    en: 'The chosen user cannot be assigned in that role.',
    pt: 'O usuário escolhido não pode ser atribuído nessa função.',
  },
  CONTACT_EXISTS: {
    es: 'Este cliente ya tiene un contacto con ese correo electrónico.',
    en: 'This client already has a contact with that e-mail.',
    pt: 'Este cliente já tem um contato com esse e-mail.',
  },
  CONTACT_HAS_PORTAL_ACCESS: {
    es: 'Este contacto ya tiene acceso al portal.',
    en: 'This contact already has portal access.',
    pt: 'Este contato já tem acesso ao portal.',
  },
  PORTAL_EMAIL_IN_USE: {
    es: 'Ya hay un usuario con ese correo electrónico: no se puede dar acceso al portal con él.',
    en: 'A user with that e-mail already exists: portal access cannot be given with it.',
    pt: 'Já existe um usuário com esse e-mail: não é possível dar acesso ao portal com ele.',
  },
  DOCUMENT_TYPE_UNKNOWN: {
    es: 'El tipo de documento elegido no existe.',
    en: 'The chosen document type does not exist.',
    pt: 'O tipo de documento escolhido não existe.',
  },
  DOCUMENT_TYPE_INACTIVE: {
    es: 'El tipo de documento elegido está inactivo: elija uno activo.',
    en: 'The chosen document type is inactive: choose an active one.',
    pt: 'O tipo de documento escolhido está inativo: escolha um ativo.',
  },
  NOTE_TYPE_UNKNOWN: {
    es: 'El tipo de nota elegido no existe.',
    en: 'The chosen note type does not exist.',
    pt: 'O tipo de nota escolhido não existe.',
  },
  NOTE_TYPE_INACTIVE: {
    es: 'El tipo de nota elegido está inactivo: elija uno activo.',
    en: 'The chosen note type is inactive: choose an active one.',
    pt: 'O tipo de nota escolhido está inativo: escolha um ativo.',
  },
  QUOTATION_ALREADY_ANSWERED: {
    es: 'Esta cotización ya fue respondida.',
    en: 'This quotation has already been answered.',
    pt: 'Esta cotação já foi respondida.',
  },
  QUOTATION_EXPIRED: {
    es: 'Esta cotización está vencida: no se puede aceptar. Puede pedir que se vuelva a cotizar.',
    en: 'This quotation has expired: it cannot be accepted. You can ask for a new quote.',
    pt: 'Esta cotação está vencida: não pode ser aceita. Você pode pedir uma nova cotação.',
  },
  QUOTATION_NOT_EXPIRED: {
    es: 'Esta cotización sigue vigente: puede aceptarla o rechazarla.',
    en: 'This quotation is still valid: you can accept or decline it.',
    pt: 'Esta cotação ainda está válida: você pode aceitá-la ou recusá-la.',
  },
  REQUOTE_ALREADY_REQUESTED: {
    es: 'Ya se pidió volver a cotizar esta cotización.',
    en: 'A new quote has already been requested for this quotation.',
    pt: 'Uma nova cotação já foi pedida para esta cotação.',
  },
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
  SUPPORT_TICKET_CLOSED: {
    es: 'El ticket está cerrado y no admite mensajes.',
    en: 'The ticket is closed and accepts no messages.',
    pt: 'O ticket está fechado e não aceita mensagens.',
  },
  SUPPORT_DUE_DATE_NOT_FUTURE: {
    es: 'La fecha de vencimiento debe ser posterior a hoy.',
    en: 'The due date must be after today.',
    pt: 'A data de vencimento deve ser posterior a hoje.',
  },
  SUPPORT_ERROR_NOT_OF_PRODUCT: {
    es: 'El tipo de error elegido no pertenece al producto.',
    en: 'The chosen error type does not belong to the product.',
    pt: 'O tipo de erro escolhido não pertence ao produto.',
  },
  SUPPORT_PRODUCT_UNKNOWN: {
    es: 'El producto elegido no existe o no está activo.',
    en: 'The chosen product does not exist or is not active.',
    pt: 'O produto escolhido não existe ou não está ativo.',
  },
  SUPPORT_RELATED_USER_NOT_ELIGIBLE: {
    es: 'Un usuario relacionado no es un usuario de soporte activo.',
    en: 'A related user is not an active support user.',
    pt: 'Um usuário relacionado não é um usuário de suporte ativo.',
  },
  SUPPORT_ATTACHMENT_NOT_STAGED: {
    es: 'Un adjunto no es un archivo subido por usted y aún sin enviar.',
    en: 'An attachment is not a file you uploaded that has not been sent yet.',
    pt: 'Um anexo não é um arquivo enviado por você e ainda não usado.',
  },
  SUPPORT_LINK_NOT_OWN: {
    es: 'La cotización u operación vinculada no es una de las suyas.',
    en: 'The linked quotation or operation is not one of yours.',
    pt: 'A cotação ou operação vinculada não é uma das suas.',
  },
  SUPPORT_MESSAGE_NOT_IN_TICKET: {
    es: 'El mensaje no pertenece a este ticket.',
    en: 'The message does not belong to this ticket.',
    pt: 'A mensagem não pertence a este ticket.',
  },
  SUPPORT_PRODUCT_NAME_TAKEN: {
    es: 'Ya existe un producto con ese nombre.',
    en: 'A product with that name already exists.',
    pt: 'Já existe um produto com esse nome.',
  },
  SUPPORT_ERROR_NAME_TAKEN: {
    es: 'Ese producto ya tiene un tipo de error con ese nombre.',
    en: 'That product already has an error type with that name.',
    pt: 'Esse produto já tem um tipo de erro com esse nome.',
  },
  SUPPORT_LINK_TARGET_REQUIRED: {
    es: 'Indique una cotización o una operación (solo una).',
    en: 'Give one quotation or one operation (only one).',
    pt: 'Indique uma cotação ou uma operação (apenas uma).',
  },
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
  COST_ALREADY_SAVED_AS_RATE: {
    es: 'Este costo ya se guardó como tarifa.',
    en: 'This cost was already saved as a rate.',
    pt: 'Este custo já foi salvo como tarifa.',
  },
  DUPLICATE_VALUE: {
    es: 'Ya existe un registro con ese valor. Use otro.',
    en: 'A record with that value already exists. Use another one.',
    pt: 'Já existe um registro com esse valor. Use outro.',
  },
  REFERENCE_NOT_FOUND: {
    es: 'Un registro al que hace referencia no existe.',
    en: 'A record it refers to does not exist.',
    pt: 'Um registro ao qual faz referência não existe.',
  },
  RECORD_IN_USE: {
    es: 'El registro está en uso por otros registros y no se puede cambiar ni eliminar.',
    en: 'The record is used by other records and cannot be changed or deleted.',
    pt: 'O registro está em uso por outros registros e não pode ser alterado nem excluído.',
  },
  VALUE_INVALID: {
    es: 'Un valor enviado no es válido para ese campo.',
    en: 'A value sent is not valid for its field.',
    pt: 'Um valor enviado não é válido para esse campo.',
  },
  VALUE_OUT_OF_RANGE: {
    es: 'Un valor enviado es demasiado largo o grande para ese campo.',
    en: 'A value sent is too long or too large for its field.',
    pt: 'Um valor enviado é longo ou grande demais para esse campo.',
  },
};
