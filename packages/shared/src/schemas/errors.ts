import { z } from 'zod';

/**
 * Stable error codes the API answers with. The web shows the server's Spanish `message`;
 * the code is what programs (and tests) branch on.
 */
export const errorCodes = [
  'BAD_REQUEST',
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

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
};

export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** The one error body of every failed API call. */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
