import { ADDRESS_MESSAGES } from './addresses';

/**
 * Wrong address fields and the message each must get, for the tests of both sides: the schema's unit test
 * (addresses.test.ts) and the API's (tests/api/addresses.test.ts), which must refuse them with the same words.
 */
export const INVALID_ADDRESS_FIELDS: [field: string, value: string, message: string][] = [
  ['label', '   ', ADDRESS_MESSAGES.label],
  // Filled, but too long: the limit is named, not "required".
  ['label', 'Kaveri Hostel Annexe, second floor, east w', 'Keep it to 40 characters'],
  ['street', 'x'.repeat(201), 'Keep it to 200 characters'],
  ['landmark', 'x'.repeat(201), 'Keep it to 200 characters'],
  ['street', '', ADDRESS_MESSAGES.street],
  ['city', ' ', ADDRESS_MESSAGES.city],
  ['state', '', ADDRESS_MESSAGES.state],
  ['zipCode', '', ADDRESS_MESSAGES.zipCodeRequired],
  ['zipCode', '56001', ADDRESS_MESSAGES.zipCodeInvalid],
  ['zipCode', '5600123', ADDRESS_MESSAGES.zipCodeInvalid],
  ['zipCode', '56001a', ADDRESS_MESSAGES.zipCodeInvalid],
  ['phone', '', ADDRESS_MESSAGES.phoneRequired],
  ['phone', '0987654321', ADDRESS_MESSAGES.phoneInvalid],
  ['phone', '+9', ADDRESS_MESSAGES.phoneInvalid],
  ['phone', '1234567890123456', ADDRESS_MESSAGES.phoneInvalid],
  ['phone', '98-765', ADDRESS_MESSAGES.phoneInvalid],
];
