import { apiPaths } from '../api-paths';
import { moduleRoles } from '../catalogues/roles';
import { menuOffers } from '../menu';
import {
  type ApiOperation,
  anyone,
  everyRoleOf,
  operation as op,
  reachOf,
  signedIn,
} from './permission';

/** People management: the roles `rolesCreatableBy` gives something to create, in their state. */
const collegeManagers = signedIn(
  { medic: ['Admin', 'President'], nurse: ['Admin', 'President'] },
  { reach: reachOf('state', 'medic', 'nurse') },
);
const inttManagers = signedIn(
  { INTT: ['Admin', 'ManagingDirector', 'SectionalDirector'] },
  { reach: reachOf('state', 'INTT') },
);

/** Registers: every college account in its state; the road Admin reads the enabled medics. */
const registerReaders = signedIn(
  { ...everyRoleOf('medic', 'nurse'), medicVial: ['Admin'] },
  { reach: reachOf('state', 'medic', 'nurse') },
);
const registerKeepers = signedIn(everyRoleOf('medic', 'nurse'), {
  reach: reachOf('state', 'medic', 'nurse'),
});
/** INTT looks medics up in every state. */
const inttReaders = signedIn(everyRoleOf('INTT'));

/** Lots are the medic college's: every role reads its state's, the Admin keeps them. */
const lotReaders = signedIn(everyRoleOf('medic'), { reach: reachOf('state', 'medic') });
const medicAdmin = signedIn({ medic: ['Admin'] });

/** Certificates: the medic college in its state, INTT everywhere, a road doctor their own. */
const certificateReaders = signedIn(everyRoleOf('medic', 'INTT', 'medicVial'), {
  reach: { medic: 'state', medicVial: 'own' },
});
/**
 * The list itself: as above, but of the medic college only the roles whose menu offers it (the
 * Directorate's hides it, and the API refuses it from the same table: decision 0051).
 */
const certificateListers = signedIn(
  {
    medic: moduleRoles.medic.filter((role) =>
      menuOffers({ module: 'medic', role }, 'listCertifields'),
    ),
    ...everyRoleOf('INTT', 'medicVial'),
  },
  { reach: { medic: 'state', medicVial: 'own' } },
);
const medicCollege = signedIn(everyRoleOf('medic'), { reach: reachOf('state', 'medic') });
const certificateEditors = signedIn(
  { medic: ['Admin', 'VialDirector'] },
  { reach: reachOf('own', 'medic') },
);
/** A certificate's history: the medic Admin, and the road Admin for road medicine's. */
const historyReaders = signedIn({ medic: ['Admin'], medicVial: ['Admin'] });

/** Users, registers, lots, the college's certificates and the amounts (docs/product/calls.md). */
export const collegeOperations: readonly ApiOperation[] = [
  // Users of the colleges, then of INTT (the same set without delete).
  op('GET', apiPaths.users, collegeManagers),
  op('POST', apiPaths.users, collegeManagers),
  op('PUT', apiPaths.users, collegeManagers),
  op('GET', apiPaths.usersSearch, collegeManagers),
  op('GET', apiPaths.usersReports, collegeManagers),
  op('GET', apiPaths.usersReportsXlsx, collegeManagers),
  op('PUT', apiPaths.usersUpdatedAccess, collegeManagers),
  op('POST', apiPaths.deleteUsers, collegeManagers),
  op('GET', apiPaths.usersINTT, inttManagers),
  op('POST', apiPaths.usersINTT, inttManagers),
  op('PUT', apiPaths.usersINTT, inttManagers),
  op('GET', apiPaths.usersINTTSearch, inttManagers),
  op('GET', apiPaths.usersINTTReports, inttManagers),
  op('GET', apiPaths.usersINTTReportsXlsx, inttManagers),
  op('PUT', apiPaths.usersINTTUpdatedAccess, inttManagers),
  // Registers and their college numbers.
  op('GET', apiPaths.registers, registerReaders),
  op('GET', apiPaths.registersSearch, registerReaders),
  op('GET', apiPaths.registersReports, registerReaders),
  op('GET', apiPaths.registersReportsXlsx, registerReaders),
  op('POST', apiPaths.registers, registerKeepers),
  op('PUT', apiPaths.registers, registerKeepers),
  op('POST', apiPaths.createSchoolNumbers, registerKeepers),
  op('PUT', apiPaths.updatedSchoolNumbers, registerKeepers),
  op('GET', apiPaths.registersSearchINTT, inttReaders),
  op('GET', apiPaths.listMedicsINTT, inttReaders),
  op('GET', apiPaths.listMedicsINTTXlsx, inttReaders),
  // Lots.
  op('GET', apiPaths.certifieldLotes, lotReaders),
  op('POST', apiPaths.createCertifieldLotes, medicAdmin),
  op('PUT', apiPaths.updatedCertifieldLotes, medicAdmin),
  op('GET', apiPaths.lotCertifields, lotReaders),
  // The issue form's serial check: any lot of any state (no state filter: see decision 0029).
  op('GET', apiPaths.searchSerialInLote, signedIn(everyRoleOf('medic'))),
  // Certificates of the college (and the reads road medicine shares).
  op('GET', apiPaths.certifields, certificateListers),
  op('GET', apiPaths.certifieldsSearch, certificateReaders),
  op('GET', apiPaths.searchDni, certificateReaders),
  op('GET', apiPaths.searchDniCert, certificateReaders),
  op('GET', apiPaths.certifieldPdf, certificateReaders),
  op('GET', apiPaths.certifieldsReports, medicCollege),
  op('GET', apiPaths.certifieldsReportsXlsx, medicCollege),
  op('GET', apiPaths.certifieldsReportsPdf, medicCollege),
  // Reportes: the medic Admin's screen (docs/product/roles.md).
  op('GET', apiPaths.countCertificates, medicAdmin),
  op('POST', apiPaths.createCertifields, medicCollege),
  // Corrections: the issuing doctor (their own certificates) and the Admin (decision 0048).
  op('PUT', apiPaths.updatedCertifields, certificateEditors),
  op('GET', apiPaths.certifieldHistory, historyReaders),
  op(
    'PUT',
    apiPaths.disableCertifields,
    signedIn(everyRoleOf('medic', 'medicVial'), { reach: { medic: 'state', medicVial: 'own' } }),
  ),
  op('PUT', apiPaths.enableCertifields, medicAdmin),
  op('GET', apiPaths.searchFree, anyone),
  // The holder's signed link stops the expiry reminders without a session (decision 0087).
  op('POST', apiPaths.stopReminders, anyone),
  op('GET', apiPaths.certificateKeys, anyone),
  op('GET', apiPaths.disabledSerials, anyone),
  // Anyone checks a medic's college number and road-medicine licence (decision 0084).
  op('GET', apiPaths.doctorCheck, anyone),
  // Amounts: the price is public (the pay form shows it), setting it is the medic Admin's.
  op('GET', apiPaths.certifieldAmount, anyone),
  op('POST', apiPaths.createCertifieldAmount, medicAdmin),
  op('GET', apiPaths.listCommissionAmount, medicAdmin),
];
