import { ADDRESS_MESSAGES, normalizePhone, PHONE_PATTERN } from '@campuseats/common/addresses';
import {
  EMAIL_PATTERN,
  INVALID_EMAIL_MESSAGE,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT_MESSAGE,
  SIGNUP_MESSAGES,
  type Accommodation,
  type RegistrationInput,
  type YearOfStudy,
} from '@campuseats/common/users';
import { ApiClientError } from '@/lib/apiClient';

export interface SignupValues {
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  yearOfStudy: YearOfStudy | '';
  password: string;
  accommodation: Accommodation;
  hostelBlock: string;
  hostelRoom: string;
  addressLine1: string;
  landmark: string;
  confirmPassword: string;
}

export type SignupField = keyof SignupValues;

export const EMPTY_SIGNUP: SignupValues = {
  email: '',
  phone: '',
  firstName: '',
  lastName: '',
  yearOfStudy: '',
  password: '',
  accommodation: 'Hosteller',
  hostelBlock: '',
  hostelRoom: '',
  addressLine1: '',
  landmark: '',
  confirmPassword: '',
};

/**
 * 'create' makes the Firebase account and then registers; 'complete' is for a signed-in account whose
 * registration never finished: its email is fixed and it has a password already.
 */
export type SignupMode = 'create' | 'complete';

export interface StepCheck {
  message: string | null;
  /** The fields to mark, so the student sees where the problem is. */
  fields: SignupField[];
}

const ok: StepCheck = { message: null, fields: [] };
const blank = (values: SignupValues, fields: SignupField[]) => fields.filter((field) => !String(values[field]).trim());

/** Step 1 (Next): email, first name, last name, year of study and password are required. */
export function checkStepOne(values: SignupValues, mode: SignupMode): StepCheck {
  const required: SignupField[] = mode === 'create' ? ['email', 'firstName', 'lastName', 'yearOfStudy', 'password'] : ['firstName', 'lastName', 'yearOfStudy'];
  const missing = blank(values, required);
  if (missing.length > 0) return { message: SIGNUP_MESSAGES.required, fields: missing };
  if (mode === 'create' && !EMAIL_PATTERN.test(values.email.trim())) return { message: INVALID_EMAIL_MESSAGE, fields: ['email'] };
  const phone = normalizePhone(values.phone);
  if (phone && !PHONE_PATTERN.test(phone)) return { message: ADDRESS_MESSAGES.phoneInvalid, fields: ['phone'] };
  if (mode === 'create' && values.password.length < PASSWORD_MIN_LENGTH) return { message: PASSWORD_TOO_SHORT_MESSAGE, fields: ['password'] };
  return ok;
}

/** Step 2 (Sign Up): the accommodation's details, then matching passwords. */
export function checkStepTwo(values: SignupValues, mode: SignupMode): StepCheck {
  const missing = blank(values, values.accommodation === 'Hosteller' ? ['hostelBlock', 'hostelRoom'] : ['addressLine1', 'landmark']);
  if (mode === 'create' && !values.confirmPassword) missing.push('confirmPassword');
  if (missing.length > 0) return { message: SIGNUP_MESSAGES.required, fields: missing };
  if (mode === 'create' && values.confirmPassword !== values.password) return { message: SIGNUP_MESSAGES.passwordsDiffer, fields: ['confirmPassword'] };
  return ok;
}

/** The registration payload, with email and phone as separate fields (docs/product.md#signup). */
export function toRegistration(values: SignupValues, firebaseUid: string, email: string): RegistrationInput {
  const common = {
    firebaseUid,
    email,
    phone: values.phone,
    name: { first: values.firstName, last: values.lastName },
    yearOfStudy: values.yearOfStudy as YearOfStudy,
  };
  return values.accommodation === 'Hosteller'
    ? { ...common, accommodation: 'Hosteller', hostelDetails: { block: values.hostelBlock, room: values.hostelRoom } }
    : {
        ...common,
        accommodation: 'Non-Hosteller',
        offCampusAddress: { addressLine1: values.addressLine1, landmark: values.landmark, city: '', state: '', zipCode: '' },
      };
}

/** Firebase's codes by name, the backend's own message as is, anything else the generic text (docs/product.md#signup). */
export function signupErrorMessage(error: unknown): string {
  if (error instanceof ApiClientError) return error.message || SIGNUP_MESSAGES.backendFallback;
  const code = (error as { code?: string } | null)?.code ?? '';
  if (code === 'auth/email-already-in-use') return SIGNUP_MESSAGES.emailTaken;
  if (code === 'auth/weak-password') return PASSWORD_TOO_SHORT_MESSAGE;
  return SIGNUP_MESSAGES.generic;
}
