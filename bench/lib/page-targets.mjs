// The screens bench/pages.mjs loads, each with what makes it usable: a named element visible (and
// nothing still loading, checked by page-load.mjs). Paths are packages/shared/src/routes.ts's.

const button = (name) => (page) => page.getByRole('button', { name }).first().waitFor();
const heading = (name) => (page) => page.getByRole('heading', { name }).first().waitFor();

/** Public pages: weighed, timed and audited by Lighthouse (`audit`). */
export const PUBLIC_PAGES = [
  { path: '/', audit: true, ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { path: '/Buscar-certificado-medicos', audit: true, ready: button(/Buscar/) },
  // The request form (the demo opens requests); the challenge widget loads on first use.
  { path: '/solicitar-certificado', audit: true, ready: button('Enviar solicitud') },
  // The paying form's first step (decision 0024); its payment step and the widget load while it
  // is filled.
  { path: '/solicitar-certificado-pago', audit: true, ready: button('Continuar al pago') },
  { path: '/Login', ready: button('Ingresar') },
  { path: '/inicio-INTT', ready: button('Ingresar') },
  { path: '/inicio-Medico-Vial', ready: button('Ingresar') },
];

const ROAD_DOCTOR = { email: 'director.vial@aptovial.test', login: 'medicVial' };
const COLLEGE_ADMIN = { email: 'admin.medicos@aptovial.test', login: 'colegio' };

/** Signed-in screens, first load with a session (the start-up data included). */
export const SIGNED_IN_PAGES = [
  // Inicio of road medicine: usable once its figures are drawn.
  { path: '/Medicos-Vial/panel', as: ROAD_DOCTOR, ready: heading('Por tipo de certificado') },
  { path: '/Medicos-Vial/Lista-Certificados-viales', as: ROAD_DOCTOR, ready: heading(/./) },
  { path: '/operativos/crear-operativos', as: ROAD_DOCTOR, ready: button('Crear operativo') },
  { path: '/medicos/Lista-medicos', as: COLLEGE_ADMIN, ready: heading(/./) },
];
