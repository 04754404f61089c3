import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';

// Countries of the phone picker: names in French from the browser (Intl.DisplayNames), calling
// codes from libphonenumber-js, so no list is maintained by hand.

export type Country = { code: CountryCode; name: string; callingCode: string; searchText: string };

export const DEFAULT_COUNTRY: CountryCode = 'CH';

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

let cache: Country[] | null = null;

export function listCountries(): Country[] {
  if (cache) return cache;
  const names = new Intl.DisplayNames(['fr'], { type: 'region' });
  cache = getCountries()
    .map((code) => {
      const name = names.of(code) ?? code;
      const callingCode = getCountryCallingCode(code);
      return { code, name, callingCode, searchText: normalize(`${name} ${code} +${callingCode}`) };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  return cache;
}

export function findCountry(code: CountryCode): Country {
  const country = listCountries().find((c) => c.code === code);
  if (!country) throw new Error(`Unknown country ${code}`);
  return country;
}

/** Matches on the French name (accents ignored), the ISO code or the calling code. */
export function searchCountries(query: string): Country[] {
  const needle = normalize(query.trim()).replace(/^\+/, '');
  if (!needle) return listCountries();
  return listCountries().filter((country) => country.searchText.includes(needle));
}

/** '079 123 45 67' in CH → '+41791234567'; '' → ''. An unparsable number keeps its digits so
 *  that the schema reports it as invalid rather than silently dropping it. */
export function toE164(nationalNumber: string, country: CountryCode): string {
  const trimmed = nationalNumber.trim();
  if (!trimmed) return '';
  const parsed = parsePhoneNumberFromString(trimmed, country);
  if (parsed) return parsed.number;
  const digits = trimmed.replace(/\D/g, '');
  return trimmed.startsWith('+') ? `+${digits}` : `+${getCountryCallingCode(country)}${digits}`;
}
