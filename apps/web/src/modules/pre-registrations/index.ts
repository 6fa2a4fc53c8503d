/** The pre-registrations module's public face: what other web modules may use of it. */
export { PreRegisterPicker } from './components/PreRegisterPicker';
