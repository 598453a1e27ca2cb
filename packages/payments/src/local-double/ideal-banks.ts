/**
 * A few of the banks the local payment double offers for iDEAL payment methods (the provider's bank codes, with their
 * names). The double's element lists them; the shop's double accepts only these.
 */
export const IDEAL_BANKS: readonly { code: string; name: string }[] = [
  { code: 'abn_amro', name: 'ABN AMRO' },
  { code: 'bunq', name: 'bunq' },
  { code: 'ing', name: 'ING' },
  { code: 'rabobank', name: 'Rabobank' },
];

/** Whether `code` is one of {@link IDEAL_BANKS}. */
export const isIdealBank = (code: unknown): code is string => IDEAL_BANKS.some((b) => b.code === code);
