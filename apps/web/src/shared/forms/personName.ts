/** SPEC.md section 5: name fields keep only letters (accents, ñ) and spaces as people type. */
export function keepNameCharacters(value: string): string {
  return value.replace(/[^A-Za-zÁÉÍÓÚÜÑáéíóúüñ ]/g, '');
}
