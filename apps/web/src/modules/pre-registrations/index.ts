/** The pre-registrations module's public face: what other web modules may use of it. */

export { oneItemSearchQueryOptions } from './api/searchPreRegister';
export { PreRegisterPicker } from './components/PreRegisterPicker';
// The payer's C2P fields have their own face (request/index.ts): they bring the public form's
// stylesheet, which the pages using this index (the certificates') must not load.
export { gradeNames } from './requestTexts';
