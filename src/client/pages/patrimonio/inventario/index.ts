// The inventory count of a location (issue 19): a flow, hand-written over the assets' calls.
export { InventarioPage } from './InventarioPage.tsx';
