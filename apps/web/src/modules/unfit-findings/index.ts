/** The unfit findings module's public face: the issue forms show its warning. */
export { UnfitWarning } from './components/UnfitWarning';
