// `@mijote/cuisine/expiry`: the one reading of an expiry date (decision 029), small enough for the
// browser bundle, re-exported by @mijote/contracts.
export {
  EXPIRING_SOON_DAYS,
  type ExpiryReading,
  type ExpiryState,
  frenchExpiry,
  isExpired,
  isExpiringSoon,
  readExpiry,
} from './read-expiry';
