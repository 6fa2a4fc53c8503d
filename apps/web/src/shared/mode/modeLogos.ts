import type { AppMode } from '@aptovial/shared';
import colegioLogo from '../../assets/logos/colegio.svg';
import inttLogo from '../../assets/logos/INTT.svg';
import medicVialLogo from '../../assets/logos/medicVial.svg';

/** URL of each mode's logo; the files are hashed assets, not inlined (CSP img-src 'self'). */
export const modeLogos: Record<AppMode, string> = {
  colegio: colegioLogo,
  INTT: inttLogo,
  medicVial: medicVialLogo,
};
