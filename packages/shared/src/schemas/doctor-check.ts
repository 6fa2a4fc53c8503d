import { z } from 'zod';
import {
  DOCTOR_CHECK_MAX_LENGTH,
  DOCTOR_CHECK_MIN_LETTERS,
  doctorCheckKinds,
  nameLetterCount,
} from './doctor-check-limits';

/*
 * "¿Está habilitado este médico?" (decision 0084): anyone looks a medic up by college number,
 * road-medicine licence or name. Only medics examine drivers, so nurses are never answered.
 */
/** College and licence numbers: letters, digits and hyphens (10231, MER-10452, MV-0001). */
const NUMBER_TEXT = /^[\p{L}\d-]{1,40}$/u;
/** Names: letters, spaces, apostrophes and hyphens (docs/product/rules.md). */
const NAME_TEXT = /^[\p{L}\s'-]+$/u;

export const doctorCheckQuerySchema = z
  .strictObject({
    por: z.enum(doctorCheckKinds, {
      error: 'Tipo de búsqueda desconocido: use colegio, licencia o nombre',
    }),
    q: z
      .string({ error: 'Escriba qué buscar' })
      .trim()
      .min(1, 'Escriba qué buscar')
      .max(
        DOCTOR_CHECK_MAX_LENGTH,
        `La búsqueda admite hasta ${DOCTOR_CHECK_MAX_LENGTH} caracteres`,
      ),
  })
  .superRefine(({ por, q }, context) => {
    const refuse = (message: string) => context.addIssue({ code: 'custom', path: ['q'], message });
    if (por === 'nombre') {
      if (!NAME_TEXT.test(q)) refuse('Un nombre lleva solo letras y espacios');
      else if (nameLetterCount(q) < DOCTOR_CHECK_MIN_LETTERS) {
        refuse(`Escriba al menos ${DOCTOR_CHECK_MIN_LETTERS} letras del nombre`);
      }
    } else if (!NUMBER_TEXT.test(q)) {
      refuse(
        por === 'colegio'
          ? 'Un número de colegio lleva solo letras, dígitos y guiones'
          : 'Una licencia lleva solo letras, dígitos y guiones (MV-0001)',
      );
    }
  });
export type DoctorCheckQuery = z.infer<typeof doctorCheckQuerySchema>;

/** One college number as the public sees it: never the register's dni, phone or address. */
export const publicDoctorNumberSchema = z.object({
  /** The college's state (ISO code, VE-A). */
  state: z.string(),
  schoolNumber: z.string(),
  /** Solvent today (Caracas). */
  solvent: z.boolean(),
  /** Enabled for road medicine: may examine drivers. */
  roadMedicine: z.boolean(),
  /** The road-medicine licence (MV-0001) while enabled; null otherwise. */
  licenseNumber: z.string().nullable(),
});

/** A registered medic: names and college numbers, and nothing more (a test holds the keys). */
export const publicDoctorSchema = z.object({
  names: z.string(),
  lastNames: z.string(),
  type: z.literal('medic').describe('Médico colegiado'),
  numbers: z.array(publicDoctorNumberSchema),
});
export type PublicDoctor = z.infer<typeof publicDoctorSchema>;

export const doctorCheckResponseSchema = z.object({
  data: z.array(publicDoctorSchema),
  /** More people matched than the answer carries: the search should say more of the name. */
  more: z.boolean(),
});
export type DoctorCheckResponse = z.infer<typeof doctorCheckResponseSchema>;
