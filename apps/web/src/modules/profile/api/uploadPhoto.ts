import { imageResponseSchema, type Module, photoUploadPaths } from '@aptovial/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { waitsWithOverlay } from '../../../shared/ui/overlayMutations';

export type UploadPhotoInput = { module: Module; file: File };

/** POST the photo as multipart/form-data (field `file`); answers the new image's URL. */
export async function uploadPhoto({ module, file }: UploadPhotoInput): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const answer = await http.postForm(photoUploadPaths[module], form);
  return imageResponseSchema.parse(answer).data.image;
}

export function uploadPhotoMutationOptions() {
  return mutationOptions({
    mutationKey: ['profile', 'photo'],
    mutationFn: uploadPhoto,
    meta: waitsWithOverlay,
  });
}

export function useUploadPhoto() {
  return useMutation(uploadPhotoMutationOptions());
}
