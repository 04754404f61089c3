// The access module's public face: who may reach the dashboard, and why not.
export { accessFactsOf, isComplimentaryEmail } from './access-facts';
export { checkAccess } from './access-hook';
export { findAccessRow, findMemberNames, findSessionAccess } from './access-repo';
export { grantsAccess, nextRouteFor } from './access-rules';
