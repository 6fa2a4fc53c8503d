import { apiPaths } from '../api-paths';
import {
  type ApiOperation,
  anyone,
  everyRoleOf,
  operation as op,
  reachOf,
  signedIn,
} from './permission';

/** Credentials of enabled medics (decision 0018): the medic Admin and President, the road Admin. */
const credentialKeepers = signedIn(
  { medic: ['Admin', 'President'], medicVial: ['Admin'] },
  { reach: reachOf('state', 'medic') },
);
/** Both road roles; a doctor (vialDirector) works on their own records, the Admin on all. */
const road = signedIn(everyRoleOf('medicVial'));
const roadOwn = signedIn(everyRoleOf('medicVial'), { reach: reachOf('own', 'medicVial') });
/** The issue form's pick of a request: a doctor their college number's state's (decision 0051). */
const roadInState = signedIn(everyRoleOf('medicVial'), { reach: reachOf('state', 'medicVial') });
/** Lista-preRegistro and Configuraciones: the road Admin's (docs/product/roles.md). */
const roadAdmin = signedIn({ medicVial: ['Admin'] });

/**
 * Road medicine (decisions 0018 to 0025): credentials, the doctor's certificates, the public's
 * requests and their switches, C2P charges and mobile payments, and field operatives. The routes
 * that issue or charge also need the session's college number (data, not a role: FORBIDDEN
 * without one), which every credential has.
 */
export const roadOperations: readonly ApiOperation[] = [
  op('GET', apiPaths.searchCredential, credentialKeepers),
  op('POST', apiPaths.createCredentialMedic, credentialKeepers),
  op('PUT', apiPaths.updateCredentialMedic, credentialKeepers),
  // The doctor's certificates, issuing and the panel.
  op('GET', apiPaths.listCertifieldsVial, roadOwn),
  op('GET', apiPaths.listCertifieldsVialXlsx, roadOwn),
  op('GET', apiPaths.searchSerialInLoteVial, road),
  op('GET', apiPaths.nextSerialVial, roadOwn),
  // The driver's newest certificate by any issuer, to copy their data into the form.
  op('GET', apiPaths.previousCertificateVial, road),
  op('POST', apiPaths.createCertifieldsVial, roadOwn),
  op('PUT', apiPaths.updatedCertifieldsVial, roadOwn),
  op('GET', apiPaths.dashboardVial, roadOwn),
  // The public's requests: sent by anyone, listed by the Admin, picked by any road session.
  op('POST', apiPaths.createPreregister, anyone),
  op('POST', apiPaths.createPreregisterPay, anyone),
  op('GET', apiPaths.preRegister, roadAdmin),
  op('GET', apiPaths.preRegisterXlsx, roadAdmin),
  op('GET', apiPaths.preRegisterOne, roadAdmin),
  op('GET', apiPaths.preRegisterOperative, road),
  op('GET', apiPaths.searchPreRegister, roadInState),
  op('GET', apiPaths.getOneItemSearch, roadInState),
  // Whether requests are open (the public form asks) and the Admin's switches.
  op('GET', apiPaths.settings, anyone),
  op('POST', apiPaths.createPreRegisterEnable, roadAdmin),
  op('PUT', apiPaths.updatePreRegisterEnable, roadAdmin),
  // C2P charges (at the doctor's own operative) and the receipt (its address is its key).
  op('POST', apiPaths.chargeC2p, roadOwn),
  op('GET', apiPaths.paymentReceipt, anyone),
  // Mobile payments: a search at the bank, issuing against one, the doctor's list and figures.
  op('POST', apiPaths.mobilePaymentSearch, road),
  op('POST', apiPaths.createCertifieldsPayVial, roadOwn),
  op('GET', apiPaths.chargeC2p, roadOwn),
  op('GET', apiPaths.paymentsC2pXlsx, roadOwn),
  op('GET', apiPaths.paymentsSummary, roadOwn),
  // Field operatives (decision 0025): the doctor's own, every one for the Admin.
  op('POST', apiPaths.createOperative, roadOwn),
  op('GET', apiPaths.operativeHistory, roadOwn),
  op('GET', apiPaths.operativeHistoryXlsx, roadOwn),
  op('GET', apiPaths.operativeDetails, roadOwn),
  op('GET', apiPaths.operativeStats, roadOwn),
  op('GET', apiPaths.operativeCommission, road),
  op('PUT', apiPaths.cancelOperative, roadOwn),
  op('PUT', apiPaths.rescheduleOperative, roadOwn),
  op('PUT', apiPaths.startOperative, roadOwn),
  op('PUT', apiPaths.finishOperative, roadOwn),
  op('GET', apiPaths.operativeCertificateCount, roadOwn),
  op('GET', apiPaths.operativeApplicants, roadOwn),
];
