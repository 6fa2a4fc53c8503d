/** The profile pages the route table loads lazily, as one chunk. */
export { DataProfilePage } from './DataProfilePage';
export { UpdateDataProfilePage } from './UpdateDataProfilePage';
