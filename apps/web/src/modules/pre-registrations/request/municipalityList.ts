// The municipalities' own chunk (decision 0008): loaded by useMunicipalities, not with the form.
export { municipalities } from '@aptovial/shared';
