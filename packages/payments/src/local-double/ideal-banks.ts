/**
 * The banks the local payment double offers for iDEAL payment methods (the provider's bank codes, with their
 * names). The double's element lists them; the shop's double accepts only these.
 */
export const IDEAL_BANKS: readonly { code: string; name: string }[] = [
  { code: 'abn_amro', name: 'ABN AMRO' },
  { code: 'asn_bank', name: 'ASN Bank' },
  { code: 'bunq', name: 'bunq' },
  { code: 'ing', name: 'ING' },
  { code: 'knab', name: 'Knab' },
  { code: 'rabobank', name: 'Rabobank' },
  { code: 'regiobank', name: 'RegioBank' },
  { code: 'sns_bank', name: 'SNS Bank' },
  { code: 'triodos_bank', name: 'Triodos Bank' },
  { code: 'van_lanschot', name: 'Van Lanschot' },
];

/** Whether `code` is one of {@link IDEAL_BANKS}. */
export const isIdealBank = (code: unknown): code is string => IDEAL_BANKS.some((b) => b.code === code);
