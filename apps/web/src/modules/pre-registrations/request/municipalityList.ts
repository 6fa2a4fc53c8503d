// The municipalities' own chunk (about 2.5 KB): loaded by useMunicipalities, not with the form.
export { municipalities } from '@aptovial/shared';
