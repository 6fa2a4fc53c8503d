import { apiPaths } from '../api-paths';
import { type ApiOperation, operation as op, reachOf, signedIn } from './permission';

/**
 * Fraud signals (decision 0035): the medic college's Admin and its state's President,
 * the road-medicine Admin and INTT's Managing Directors read them; a President or Managing
 * Director only their state's. The thresholds and the recalculation are the Admins'.
 */
const fraudReaders = signedIn(
  { medic: ['Admin', 'President'], medicVial: ['Admin'], INTT: ['ManagingDirector'] },
  { reach: reachOf('state', 'medic', 'INTT') },
);
const fraudAdmins = signedIn({ medic: ['Admin'], medicVial: ['Admin'] });

export const fraudOperations: readonly ApiOperation[] = [
  op('GET', apiPaths.fraudSignals, fraudReaders),
  op('GET', apiPaths.fraudSignalsXlsx, fraudReaders),
  op('GET', apiPaths.fraudSignal, fraudReaders),
  op('GET', apiPaths.fraudThresholds, fraudAdmins),
  op('PUT', apiPaths.fraudThresholds, fraudAdmins),
  op('POST', apiPaths.fraudRecalc, fraudAdmins),
];
