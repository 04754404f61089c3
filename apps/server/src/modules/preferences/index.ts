// The preferences' public face: one member's answers as the data export reads them.
export { toPreferences } from './preferences-service';
