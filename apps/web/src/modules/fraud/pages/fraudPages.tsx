export { FraudSignalsPage } from './FraudSignalsPage';
