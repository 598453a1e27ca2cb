/** The preset buyer of the local double's test wallet (what its sheet shows and its `confirm` event reports). */
export const WALLET_BUYER = {
  name: 'Test Wallet Shopper',
  email: 'wallet.shopper@example.com',
  phone: '+441632960000',
  address: { line1: '1 Test Street', line2: '', city: 'London', state: '', postal_code: 'SW1A 1AA', country: 'GB' },
};
