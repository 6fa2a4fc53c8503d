/** Certificate types; 'Especial' carries restrictions (rules) and observations. */
export const certificateTypes = [
  { as: 'Primera vez', name: 'Primera vez' },
  { as: 'Renovación', name: 'Renovación' },
  { as: 'Especial', name: 'Especial' },
] as const;
export const SPECIAL_CERTIFICATE_TYPE = 'Especial';

/** Venezuelan driving-licence grades. */
export const licenceGrades = [
  { as: '1', name: 'Primer grado (motocicletas)' },
  { as: '2', name: 'Segundo grado (vehículos hasta 1.500 kg)' },
  { as: '3', name: 'Tercer grado (vehículos hasta 4.500 kg)' },
  { as: '4', name: 'Cuarto grado (transporte de pasajeros y carga)' },
  { as: '5', name: 'Quinto grado (vehículos pesados y articulados)' },
] as const;

/** Restrictions a special certificate may impose on its holder. */
export const certificateRules = [
  { as: 'LENTES', name: 'Debe usar lentes correctivos' },
  { as: 'AUDIFONO', name: 'Debe usar prótesis auditiva' },
  { as: 'AUTOMATICO', name: 'Solo vehículos con transmisión automática' },
  { as: 'ADAPTADO', name: 'Solo vehículos adaptados a su condición' },
  { as: 'DIURNO', name: 'Solo puede conducir de día' },
  { as: 'SIN_AUTOPISTA', name: 'No puede conducir en autopistas' },
  { as: 'ESPEJOS', name: 'Vehículo con espejos retrovisores adicionales' },
  { as: 'PROTESIS', name: 'Debe usar su prótesis u órtesis al conducir' },
  { as: 'REVISION_ANUAL', name: 'Revisión médica anual obligatoria' },
] as const;
