import { useEffect, useState } from 'react';
import { countryByCode, type CountryCode } from '@contract/countries';

/**
 * Each country's flag from country-flag-icons (MIT; 3:2 SVG drawings bundled with the app, never a
 * third-party load): one small module per flag, fetched the first time that flag is shown, so no
 * flag weighs on the first download. Written out per country so the bundler makes a chunk of each.
 */
const flagModules: Record<CountryCode, () => Promise<{ default: string }>> = {
  AU: () => import('country-flag-icons/string/3x2/AU'),
  BD: () => import('country-flag-icons/string/3x2/BD'),
  BR: () => import('country-flag-icons/string/3x2/BR'),
  CA: () => import('country-flag-icons/string/3x2/CA'),
  CN: () => import('country-flag-icons/string/3x2/CN'),
  EG: () => import('country-flag-icons/string/3x2/EG'),
  FR: () => import('country-flag-icons/string/3x2/FR'),
  DE: () => import('country-flag-icons/string/3x2/DE'),
  GH: () => import('country-flag-icons/string/3x2/GH'),
  IN: () => import('country-flag-icons/string/3x2/IN'),
  JP: () => import('country-flag-icons/string/3x2/JP'),
  KE: () => import('country-flag-icons/string/3x2/KE'),
  MY: () => import('country-flag-icons/string/3x2/MY'),
  MX: () => import('country-flag-icons/string/3x2/MX'),
  NG: () => import('country-flag-icons/string/3x2/NG'),
  PK: () => import('country-flag-icons/string/3x2/PK'),
  SA: () => import('country-flag-icons/string/3x2/SA'),
  SG: () => import('country-flag-icons/string/3x2/SG'),
  ZA: () => import('country-flag-icons/string/3x2/ZA'),
  KR: () => import('country-flag-icons/string/3x2/KR'),
  TR: () => import('country-flag-icons/string/3x2/TR'),
  AE: () => import('country-flag-icons/string/3x2/AE'),
  GB: () => import('country-flag-icons/string/3x2/GB'),
  US: () => import('country-flag-icons/string/3x2/US'),
};

/** Flags loaded so far (or loading): a flag is fetched once per page load, whatever the number of names showing it. */
const loaded = new Map<CountryCode, Promise<string>>();
const drawn = new Map<CountryCode, string>();

function loadFlag(code: CountryCode): Promise<string> {
  let pending = loaded.get(code);
  if (!pending) {
    pending = flagModules[code]().then(({ default: svg }) => {
      const url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      drawn.set(code, url);
      return url;
    });
    // A failed fetch (offline) may be tried again by the next flag shown.
    pending.catch(() => loaded.delete(code));
    loaded.set(code, pending);
  }
  return pending;
}

/** The flag's image address once its module is loaded; undefined until then (or for a country without a flag). */
function useFlagUrl(code: CountryCode | undefined): string | undefined {
  const [, setLoads] = useState(0);
  useEffect(() => {
    if (!code || drawn.has(code)) return undefined;
    let current = true;
    loadFlag(code).then(
      () => {
        if (current) setLoads((n) => n + 1);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [code]);
  return code ? drawn.get(code) : undefined;
}

interface FlagProps {
  /** ISO 3166-1 alpha-2 code, any letter case. */
  readonly code: string;
  /** The accessible text; the country's name by default. */
  readonly name?: string;
  readonly className?: string;
}

/**
 * A country's flag as an image whose text is the country's name (the `alt`, and the label of the
 * placeholder of the same size shown while the flag loads): every browser draws it, where a flag
 * emoji is two empty boxes on Linux and Windows.
 */
export function Flag({ code, name, className }: FlagProps) {
  const country = countryByCode(code);
  const label = name ?? country?.name ?? code.toUpperCase();
  const url = useFlagUrl(country?.code);
  const classes = `flag${className ? ` ${className}` : ''}`;
  if (!url) {
    return (
      <span className={`${classes} flag--pending`} role="img" aria-label={label}>
        {country ? null : code.toUpperCase()}
      </span>
    );
  }
  return <img className={classes} src={url} alt={label} width={18} height={12} decoding="async" />;
}
