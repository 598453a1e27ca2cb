/*
 * How country-region-data's subdivision codes become WooCommerce's state codes (server side).
 *
 * country-region-data lists ISO 3166-2 subdivisions without the country prefix ("CA", "01").
 * WooCommerce's i18n/states.php uses the same codes for most countries, a prefixed form for some
 * ("BG-01", "JP01", "EGALX", "vnct"), and its own older codes for a few. The rules below cover the
 * systematic differences; the gaps are listed in GAPS and the package README section of the report.
 */

/** A rule that maps one source code; returning null drops the subdivision. */
export type CodeRule = (code: string) => string | null;

const prefix =
  (p: string): CodeRule =>
  (code) =>
    `${p}${code}`;
const table =
  (map: Record<string, string>, keepOthers = true): CodeRule =>
  (code) =>
    map[code] ?? (keepOthers ? code : null);

/** Per-country code rules (countries not listed keep their codes). */
export const STATE_CODE_RULES: Readonly<Record<string, CodeRule>> = {
  AO: table({ BGU: 'BLU' }),
  BG: prefix('BG-'),
  CL: prefix('CL-'),
  DO: prefix('DO-'),
  DZ: prefix('DZ-'),
  EG: prefix('EG'),
  GT: (code) => code.toUpperCase(),
  IN: table({ TG: 'TS', UT: 'UK' }),
  JM: prefix('JM-'),
  JP: prefix('JP'),
  KE: prefix('KE'),
  MX: table(
    {
      AGU: 'AG',
      BCN: 'BC',
      BCS: 'BS',
      CAM: 'CM',
      CMX: 'DF',
      CHP: 'CS',
      CHH: 'CH',
      COA: 'CO',
      COL: 'CL',
      DUR: 'DG',
      MEX: 'MX',
      GUA: 'GT',
      GRO: 'GR',
      HID: 'HG',
      JAL: 'JA',
      MIC: 'MI',
      MOR: 'MO',
      NAY: 'NA',
      NLE: 'NL',
      OAX: 'OA',
      PUE: 'PU',
      QUE: 'QT',
      ROO: 'QR',
      SLP: 'SL',
      SIN: 'SI',
      SON: 'SO',
      TAB: 'TB',
      TAM: 'TM',
      TLA: 'TL',
      VER: 'VE',
      YUC: 'YU',
      ZAC: 'ZA',
    },
    false,
  ),
  MZ: prefix('MZ'),
  NZ: table(
    {
      NTL: 'NL',
      AUK: 'AK',
      WKO: 'WA',
      BOP: 'BP',
      TKI: 'TK',
      GIS: 'GI',
      HKB: 'HB',
      MWT: 'MW',
      WGN: 'WE',
      NSN: 'NS',
      MBH: 'MB',
      TAS: 'TM',
      WTC: 'WC',
      CAN: 'CT',
      OTA: 'OT',
      STL: 'SL',
    },
    false, // the Chatham Islands are not a WooCommerce region
  ),
  PY: prefix('PY-'),
  RO: (code) => code.replace(/^RO-/, ''),
  RS: prefix('RS'),
  TH: prefix('TH-'),
  TR: prefix('TR'),
  TZ: prefix('TZ'),
  UG: prefix('UG'),
  // WooCommerce lists the numbered minor outlying islands only.
  UM: (code) => (/^\d+$/.test(code) ? code : null),
  // Territories that WooCommerce treats as countries of their own are not US states.
  US: (code) => (['AS', 'FM', 'GU', 'MH', 'MP', 'PW', 'PR', 'VI', 'UM'].includes(code) ? null : code),
  VN: (code) => `vn${code.toLowerCase()}`,
  ZA: table({ GT: 'GP', NL: 'KZN' }),
  ZM: prefix('ZM-'),
};

/**
 * Countries whose country-region-data list follows a different division or coding than
 * WooCommerce's, so the codes (and sometimes the list) do not match WooCommerce's:
 * the source list is used as is. A shop that must post WooCommerce's exact codes for these
 * passes its own lists to the builder (`stateOverrides`).
 */
export const GAPS: Readonly<Record<string, string>> = {
  BD: 'source has 8 divisions, WooCommerce 64 districts (BD-01…)',
  BO: 'different letter codes',
  CN: 'WooCommerce numbers provinces CN1…CN32',
  DO: 'source has 9 regions, WooCommerce 32 provinces',
  GH: 'source lacks Brong-Ahafo (BA)',
  HK: 'source has a single entry, WooCommerce 3 areas',
  IN: 'source merges Dadra and Nagar Haveli and Daman and Diu (DH); WooCommerce has DN and DD',
  IR: 'numeric ISO codes vs WooCommerce three-letter codes',
  IT: 'source has 20 regions, WooCommerce 107 provinces',
  MD: 'different codes for most districts',
  MY: 'numeric ISO codes vs WooCommerce three-letter codes',
  NP: 'source has 7 provinces, WooCommerce the 14 former zones',
  PH: 'source has 17 regions, WooCommerce 80+ provinces',
  UA: 'numeric ISO codes vs WooCommerce two-letter codes',
};

/** Maps one subdivision code of `country`; null drops it. */
export function toWooStateCode(country: string, code: string): string | null {
  const rule = STATE_CODE_RULES[country];
  return rule ? rule(code) : code;
}
