// The devices module's public face: its routes, and noting that a session was used.
export { markSessionUsed } from './devices-repo';
export { devicesRoutes } from './devices-routes';
