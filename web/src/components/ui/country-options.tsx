import { countries } from '@contract/countries';

/** The countries a student can pick, as a select's options by name (a flag cannot be drawn inside an option: see flag.tsx). */
export function CountryOptions() {
  return countries.map((c) => (
    <option key={c.code} value={c.code}>
      {c.name}
    </option>
  ));
}
