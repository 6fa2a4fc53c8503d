/**
 * Browser route names of docs/product/screens.md and their paths: the contract is spelled here
 * once. Pages are attached to names by the web app's router; links are built from names with
 * `pathTo`.
 */
export const routePaths = {
  indexAptoVial: '/',
  formCertifield: '/solicitar-certificado',
  formCertifieldPayment: '/solicitar-certificado-pago',
  login: '/Login',
  terms: '/Terminos-y-condiciones',
  otp: '/Verificacion-OTP/:type',
  recoveryAccount: '/Recuperar-contrasena',
  changePassword: '/Cambiar-mi-contrasena',
  changePasswordLogout: '/Cambiar-contrasena',
  loginINTT: '/inicio-INTT',
  loginMedicVial: '/inicio-Medico-Vial',
  searchCertifieldsFree: '/Buscar-certificado-medicos',
  doctorCheck: '/Consultar-medico',
  stopReminders: '/dejar-de-recibir-recordatorios',
  home: '/home',
  listMedics: '/medicos/Lista-medicos',
  searchMedic: '/busqueda/Medicos',
  listMedicVial: '/busqueda/Medicos-Habilitados',
  listUsers: '/ajustes/Lista-usuarios',
  searchUsers: '/ajustes/Buscar-usuarios',
  commisionDollar: '/ajustes/comision-dolar',
  dataProfile: '/perfil/DatosPersonales',
  updateDataProfile: '/perfil/ActualizarDatos',
  support: '/soporte/soporte-tecnico',
  listCertifieldLotes: '/lotes-certificados/lista-de-lotes',
  listUsersInnt: '/INTT/Lista-usuarios-INTT',
  searchUsersIntt: '/INTT/Buscar-usuarios-INTT',
  searchMedicsINTT: '/Medicos-INTT/Medicos-INTT',
  listCertifields: '/certificados/Lista-certificados',
  searchCertifields: '/certificados/Buscar-certificados',
  countCertifields: '/certificados/Repotes-totales-certificados',
  fraudSignals: '/reportes/senales-de-fraude',
  unfitFindings: '/certificados/Registrar-no-apto',
  dashboardMVial: '/Medicos-Vial/panel',
  listMedicsVial: '/Medicos-Vial/Lista-preRegistro',
  listCertifieldVial: '/Medicos-Vial/Lista-Certificados-viales',
  searchCertifieldsVial: '/Medicos-Vial/Buscar-certificados-medicos',
  registerCertificatePay: '/Medicos-Vial/registar-certificados-medicos-pagos',
  searchC2P: '/Medicos-Vial/busqueda-pago-moviles',
  'settings-vial': '/Medicos-Vial/configuraciones',
  record: '/operativos/listado',
  createOperational: '/operativos/crear-operativos',
  payment: '/operativos/pagar-solicitud',
  listPaymentC2p: '/operativos/lista-de-pagos-movil',
  listPreRegister: '/operativos/lista-pre-registros',
  // Claves de acceso (API) of the INTT and medic college Admins (decisions 0085, 0086).
  apiKeys: '/ajustes/claves-de-acceso',
} as const;

export type RouteName = keyof typeof routePaths;

/** Route names anyone may open without a session (docs/product/screens.md, public area). */
export const publicRouteNames = [
  'indexAptoVial',
  'formCertifield',
  'formCertifieldPayment',
  'login',
  'terms',
  'otp',
  'recoveryAccount',
  'changePasswordLogout',
  'loginINTT',
  'loginMedicVial',
  'searchCertifieldsFree',
  'doctorCheck',
  'stopReminders',
] as const satisfies readonly RouteName[];

/** Builds a path from a route name, filling `:param` segments. */
export function pathTo(name: RouteName, params: Record<string, string> = {}): string {
  return routePaths[name].replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Falta el parámetro "${key}" de la ruta ${name}`);
    return encodeURIComponent(value);
  });
}
