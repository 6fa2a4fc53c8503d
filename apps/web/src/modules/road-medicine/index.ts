/** The road-medicine module's public face: what other web modules may use of it. */
export { CredentialAction } from './components/CredentialAction';
