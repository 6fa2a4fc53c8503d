/** The operatives module's public face: what other web modules may use of it. */

export { OperativesPanel } from './components/OperativesPanel';
export { operativeOf, useOperativeCaption } from './operativeParam';
