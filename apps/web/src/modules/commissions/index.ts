/** The commissions module's public face: what other web modules may use of it. */
export { PublicPaymentsNotice } from './components/PublicPaymentsNotice';
