/** What the API accepts for a profile photo (it re-checks by content): JPEG, PNG, WebP, 5 MB. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** Checked before sending, so a wrong file fails at once instead of after a slow upload. */
export function isAcceptablePhoto(file: File): boolean {
  const typeOk = PHOTO_TYPES.some((type) => type === file.type);
  return typeOk && file.size > 0 && file.size <= MAX_PHOTO_BYTES;
}
