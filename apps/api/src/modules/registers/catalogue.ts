import type { FieldError, RegisterType } from '@aptovial/shared';
import { AppError } from '../../errors';
import type { ReferenceService } from '../reference/service';

/** The parts of the reference catalogue a register is checked against. */
export type Catalogue = {
  states: readonly string[];
  specialties: Record<RegisterType, readonly string[]>;
  academicDegrees: readonly string[];
};

export function catalogueOf(reference: ReferenceService) {
  return async (): Promise<Catalogue> => {
    const { data } = await reference.snapshot();
    return {
      states: data.states.map((state) => state.as),
      specialties: { medic: data.specialties, nurse: data.specialtiesNurses },
      academicDegrees: data.academicDegrees,
    };
  };
}

/** Specialty of the register's type; a nurse's degree present and known (docs/product/rules.md). */
export function registerFieldErrors(
  catalogue: Catalogue,
  register: { type: RegisterType; specialty: string; academicDegree: string | null },
): FieldError[] {
  const errors: FieldError[] = [];
  if (!catalogue.specialties[register.type].includes(register.specialty)) {
    errors.push({ field: 'specialty', message: 'Especialidad desconocida para este tipo' });
  }
  if (register.type === 'nurse') {
    if (!register.academicDegree) {
      errors.push({
        field: 'academicDegree',
        message: 'Seleccione el grado académico de la enfermera',
      });
    } else if (!catalogue.academicDegrees.includes(register.academicDegree)) {
      errors.push({ field: 'academicDegree', message: 'Grado académico desconocido' });
    }
  }
  return errors;
}

/** Refuses the request with every field error found, or lets it through. */
export function assertNoFieldErrors(errors: readonly FieldError[]): void {
  if (errors.length > 0) {
    throw new AppError('VALIDATION_ERROR', 'Revise los campos indicados.', [...errors]);
  }
}
