/**
 * The payer's C2P fields, for a doctor charging at a field operative (decision 0025). A face of its
 * own, apart from the module's index.ts: they bring the public form's stylesheet, and the
 * certificates' pages reach that index.
 */
export { PayerFields } from './PayerFields';
export { payValuesFor } from './payValues';
