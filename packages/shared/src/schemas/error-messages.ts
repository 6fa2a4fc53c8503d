import type { ErrorCode } from './error-codes';
import { LIST_DEPTH_CAP, withThousands } from './lists';

/** Default Spanish message of each code, used when the thrower gives none more precise. */
export const errorMessages: Record<ErrorCode, string> = {
  BAD_REQUEST: 'La solicitud no es válida.',
  VALIDATION_ERROR: 'Algunos datos no son válidos. Revise los campos indicados.',
  UNAUTHORIZED: 'Debe iniciar sesión para continuar.',
  FORBIDDEN: 'No tiene permiso para realizar esta acción.',
  NOT_FOUND: 'No se encontró lo que busca.',
  PAYLOAD_TOO_LARGE: 'El contenido enviado es demasiado grande.',
  UNSUPPORTED_MEDIA_TYPE: 'El tipo de contenido enviado no es aceptado.',
  RATE_LIMITED: 'Demasiadas solicitudes. Espere un momento e intente de nuevo.',
  INTERNAL_ERROR: 'Ha ocurrido un error inesperado. Intente de nuevo más tarde.',
  SERVICE_UNAVAILABLE: 'El servicio no está disponible en este momento. Intente más tarde.',
  INVALID_CREDENTIALS: 'Correo o contraseña incorrectos.',
  CREDENTIALS_NOT_ENCRYPTED:
    'Las credenciales deben enviarse cifradas. Actualice la página e intente de nuevo.',
  ACCOUNT_INACTIVE: 'Su acceso está inactivo. Comuníquese con el administrador.',
  SESSION_EXPIRED: 'Su sesión ha expirado. Inicie sesión de nuevo.',
  SESSION_INCOMPLETE: 'Debe aceptar los términos y verificar el código enviado a su correo.',
  WRONG_MODULE: 'Su sesión no pertenece a este módulo.',
  XSRF_TOKEN_INVALID:
    'La solicitud no trae la protección contra falsificación de esta página. Recárguela e intente de nuevo.',
  OTP_INVALID: 'El código no es correcto.',
  OTP_EXPIRED: 'El código ha expirado. Solicite uno nuevo.',
  OTP_TOO_MANY_ATTEMPTS: 'Demasiados intentos con este código. Solicite uno nuevo.',
  OTP_RESEND_TOO_SOON: 'Debe esperar un minuto antes de solicitar otro código.',
  USER_NOT_FOUND: 'No existe un usuario registrado con ese correo',
  PASSWORD_TOO_COMMON: 'Esa contraseña es demasiado común. Elija otra más difícil de adivinar.',
  WRONG_PASSWORD: 'La contraseña actual no es correcta.',
  RESET_TOKEN_INVALID:
    'La verificación del código venció o ya fue usada. Solicite un nuevo código.',
  IMAGE_INVALID: 'La imagen debe ser JPEG, PNG o WebP de hasta 5 MB.',
  ONLY_ONE_PRESIDENT_PER_STATE: 'Solo puede haber un presidente con acceso activo por estado.',
  ONLY_ONE_MANAGIN_DIRECTOR_PER_STATE:
    'Solo puede haber un director general con acceso activo por estado.',
  USER_DNI_NOT_MATCH: 'La Cédula no coincide con el usuario a eliminar',
  USER_NOT_EXISTS: 'El usuario no existe',
  ROLE_NOT_ALLOWED: 'No puede crear ni asignar ese rol.',
  STATE_NOT_ALLOWED: 'Solo puede gestionar usuarios de su estado.',
  EMAIL_TAKEN: 'Ya existe un usuario con ese correo en este módulo.',
  REGISTER_DNI_TAKEN: 'Ya existe un registro con esa cédula y nacionalidad.',
  SCHOOL_NUMBER_TAKEN: 'Ese número de colegio ya está registrado en ese estado.',
  LICENSE_NUMBER_TAKEN: 'Ese número de habilitado ya pertenece a otro médico.',
  LOT_OVERLAP: 'El rango de seriales se cruza con el de otro lote.',
  LOT_IN_USE:
    'El lote ya tiene certificados emitidos: no puede quedar fuera de su rango ni cambiar de estado.',
  SERIAL_NOT_IN_LOT: 'El serial no pertenece a ningún lote registrado.',
  SERIAL_OTHER_STATE: 'El serial pertenece a un lote de otro estado.',
  SERIAL_TAKEN: 'Ese serial ya está usado en otro certificado.',
  MEDIC_NOT_SOLVENT: 'El médico no está solvente con el colegio: no puede emitir certificados.',
  MEDIC_NOT_ENABLED: 'El médico no está habilitado para emitir ese tipo o grado de certificado.',
  CERTIFICATE_DISABLED: 'El certificado está deshabilitado: no se puede modificar.',
  HOLDER_IDENTITY_FIXED:
    'La cédula y la nacionalidad del titular no se modifican. Si la cédula está errada, deshabilite este certificado y emita uno nuevo con la cédula correcta.',
  CORRECTION_WINDOW_CLOSED:
    'Pasó el plazo para corregir los datos impresos de este certificado. Deshabilítelo y emita uno nuevo con los datos correctos.',
  CREDENTIAL_EXISTS: 'Ese médico ya tiene una credencial de Medicina Vial: actualícela.',
  CREDENTIAL_NOT_SOLVENT:
    'El médico no está solvente con el colegio: no puede tener una credencial de Medicina Vial activa.',
  CREDENTIAL_NOT_ENABLED:
    'El médico no está habilitado para Medicina Vial (falta la habilitación o el número de habilitado).',
  CREDENTIAL_EMAIL_SHARED:
    'Ese correo también da acceso a otros módulos: cámbielo desde la gestión de usuarios.',
  CAPTCHA_REQUIRED: 'Resuelva la verificación antes de enviar el formulario.',
  CAPTCHA_INVALID: 'La verificación no es válida. Resuélvala de nuevo.',
  CAPTCHA_EXPIRED: 'La verificación venció. Resuélvala de nuevo.',
  CAPTCHA_REUSED: 'Esa verificación ya fue usada. Resuélvala de nuevo.',
  CHALLENGE_REQUIRED:
    'Hay muchas consultas desde su conexión. Resuelva la verificación que acompaña esta respuesta y repita la consulta.',
  PRE_REGISTER_CLOSED:
    'Las solicitudes de certificado están cerradas en este momento. Intente más adelante.',
  PRE_REGISTER_SERVED: 'Esa solicitud ya fue atendida: tiene un certificado emitido.',
  PRE_REGISTER_PROOF_REQUIRED:
    'Ya hay una solicitud abierta con esta cédula y este tipo de certificado. Enviamos un código al correo registrado en ella: escríbalo para continuar.',
  PRE_REGISTER_PAYMENT_PENDING:
    'El pago de esta solicitud está pendiente: espere la confirmación del banco (si el banco no lo confirma, cobre de nuevo) antes de emitir.',
  PRE_REGISTER_UNPAID:
    'La solicitud no está pagada: cobre primero o indique por qué se emite sin pago (exonerado, pago en efectivo registrado aparte u otro motivo).',
  COMMISSION_NOT_SET: 'Aún no se ha fijado la comisión en dólares del certificado.',
  DOLLAR_PRICE_UNAVAILABLE:
    'El precio del dólar no está disponible: no se pudo consultar la tasa oficial y no hay un precio fijado por el colegio. Intente más tarde.',
  MOBILE_PAYMENT_NOT_FOUND:
    'No se encontró el pago móvil en el banco. Revise el teléfono, el banco, la fecha, el monto y la referencia.',
  MOBILE_PAYMENT_SEARCH_UNAVAILABLE:
    'El banco no respondió a la búsqueda del pago móvil. Intente de nuevo en unos minutos.',
  MOBILE_PAYMENT_AMOUNT_MISMATCH:
    'El monto del pago móvil no coincide con el precio vigente del certificado.',
  PAYMENT_ALREADY_USED:
    'Ese pago ya fue usado para otro certificado: un pago paga un solo certificado.',
  PAYMENT_AMOUNT_MISMATCH:
    'El precio del certificado cambió. Actualice la página para ver el monto vigente y pague de nuevo.',
  PRE_REGISTER_ALREADY_PAID: 'Esa solicitud ya está pagada: no se cobró de nuevo.',
  PAYMENT_IN_PROGRESS:
    'Ya hay un cobro en curso para esa solicitud: espere su resultado antes de intentar de nuevo.',
  OPERATIVE_ALREADY_EXISTS_FOR_DATE:
    'Ya tienes un operativo pendiente en esas fechas: reagéndalo o cancélalo antes de crear otro.',
  OPERATIVE_NOT_FOUND: 'El operativo no existe.',
  OPERATIVE_NOT_YOURS: 'Ese operativo es de otro médico: solo él o el Administrador lo gestionan.',
  OPERATIVE_STATUS_CONFLICT:
    'El operativo no admite ese cambio en su estado actual (uno finalizado o cancelado ya no cambia).',
  OPERATIVE_NOT_ITS_DAY: 'Un operativo se inicia solo en las fechas para las que fue planificado.',
  OPERATIVE_START_IN_PAST: 'La fecha de inicio no puede ser anterior a hoy.',
  OPERATIVE_PRICE_MISMATCH:
    'El precio cambió: la comisión o la tasa del dólar vigente es otra. Actualice la página e intente de nuevo.',
  OPERATIVE_NOT_IN_PROGRESS:
    'El operativo no está en progreso: se emite y se cobra en él solo mientras está iniciado.',
  OPERATIVE_OTHER_MUNICIPALITY: 'Esa solicitud es de otro municipio: no es de este operativo.',
  PASSKEY_INVALID:
    'La llave de acceso no fue aceptada. Intente de nuevo desde esta página o use otra llave.',
  PASSKEY_REQUIRED:
    'Su módulo exige iniciar sesión con una llave de acceso: el código por correo ya no sirve para usted.',
  PASSKEY_LAST_REQUIRED:
    'Su módulo exige llaves de acceso: agregue otra antes de eliminar la última.',
  PAGE_TOO_DEEP: `Esa página está a más de ${withThousands(LIST_DEPTH_CAP)} resultados de ambos extremos de la lista. Acote la lista (por fecha, estado, nombre...) o recórrala desde el otro extremo.`,
};
