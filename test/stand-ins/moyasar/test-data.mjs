// Moyasar's published sandbox data (docs.moyasar.com → Testing: "Test Cards", "Apple Pay Test
// Cards", "Testing STC Pay"). Cards not listed fail, as the current "Test Cards" page says.

/** card number → [status, message] once 3-D Secure is done */
export const TEST_CARDS = {
  // mada
  4201320111111010: ['paid', 'APPROVED'],
  4201320000013020: ['failed', 'UNSPECIFIED FAILURE'],
  4201320000311101: ['failed', 'INSUFFICIENT FUNDS'],
  4201320131000508: ['failed', 'DECLINED: LOST CARD'],
  4201321234411220: ['failed', 'DECLINED'],
  4201322267774310: ['failed', 'DECLINED: EXPIRED CARD'],
  4201326324640570: ['failed', 'DECLINED: EXCEEDS WITHDRAWAL LIMIT'],
  4201321144311528: ['failed', 'DECLINED: STOLEN CARD'],
  // Visa
  4111111111111111: ['paid', 'APPROVED'],
  4123120000000000: ['failed', 'UNSPECIFIED FAILURE'],
  4123120001090000: ['failed', 'INSUFFICIENT FUNDS'],
  4123450131000508: ['failed', '3-D Secure transaction attempt failed (Not Enrolled)'],
  4123120001090109: ['failed', 'DECLINED'],
  // Mastercard
  5421080101000000: ['paid', 'APPROVED'],
  5105105105105100: ['failed', 'UNSPECIFIED FAILURE'],
  5457210001000092: ['failed', 'INSUFFICIENT FUNDS'],
  5204010101000000: ['failed', '3-D Secure transaction attempt failed (Not Enrolled)'],
};

/** mada BINs of the test cards (the form tells mada from Visa by its first digits) */
export const MADA_PREFIXES = ['420132'];

/** Apple Pay in the sandbox: the amount (halalas) decides. Other amounts fail. */
export const APPLE_PAY_AMOUNTS = [
  [20000, 30000, 'paid', 'APPROVED'],
  [100000, 110000, 'failed', 'UNSPECIFIED FAILURE'],
  [110100, 120000, 'failed', 'INSUFFICIENT FUNDS'],
  [120100, 130000, 'failed', 'DECLINED: LOST CARD'],
  [130100, 140000, 'failed', 'DECLINED'],
  [140100, 150000, 'failed', 'DECLINED: EXPIRED CARD'],
  [150100, 160000, 'failed', 'DECLINED: EXCEEDS WITHDRAWAL LIMIT'],
  [160100, 170000, 'failed', 'DECLINED: STOLEN CARD'],
];

/** STC Pay: mobile numbers that fail at initiation; any other starts the OTP step */
export const STC_PAY_MOBILES = {
  '0515555555': 'Mobile number is not registered to use the STC Pay service.',
  '0515555556': 'Please update your information using the STC Pay app before attempting payment.',
  '0515555557': 'The customer account status is invalid, please contact STC Pay support.',
  '0515555558': 'You have exhausted your OTP attempts, please wait 15 minutes then try again.',
  '0515555559': 'Please wait 60 seconds before attempting a new payment.',
};

/** STC Pay: the OTP decides; any other is "Invalid OTP" */
export const STC_PAY_OTPS = {
  123456: ['paid', 'Paid'],
  '000000': ['paid', 'Paid'],
  111111: ['failed', 'Insufficient Balance.'],
  222222: ['failed', 'You have exceeded the allowed daily transaction limit for your STC Pay account.'],
  333333: ['failed', 'You have exceeded the maximum allowed transaction amount.'],
  444444: ['failed', 'Connection timed out while waiting for response from STC Pay service.'],
};
