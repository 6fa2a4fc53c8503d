/** The login page of each mode (docs/product/screens.md), shared with the guards. */
export { loginRouteOfMode } from '../../shared/session/signInAddress';
