// The operatives' pages: one lazy chunk for the /operativos routes. Leaflet is not in it: the
// create page fetches the map on its own (components/OperativeMapSlot.tsx).
export { CreateOperativePage } from './CreateOperativePage';
export { OperativeApplicantsPage } from './OperativeApplicantsPage';
export { OperativesHistoryPage } from './OperativesHistoryPage';
export { PayRequestPage } from './PayRequestPage';
