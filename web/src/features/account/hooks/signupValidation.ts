import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT_MESSAGE,
  registrationSchema,
  SIGNUP_MESSAGES,
  type Accommodation,
  type RegistrationInput,
  type YearOfStudy,
} from '@campuseats/common/users';
import { ApiClientError } from '@/lib/apiClient';

export const EMPTY_SIGNUP = {
  email: '',
  phone: '',
  firstName: '',
  lastName: '',
  yearOfStudy: '' as YearOfStudy | '',
  password: '',
  accommodation: 'Hosteller' as Accommodation,
  hostelBlock: '',
  hostelRoom: '',
  addressLine1: '',
  landmark: '',
  confirmPassword: '',
};

export type SignupValues = typeof EMPTY_SIGNUP;
export type SignupField = keyof SignupValues;

/** 'create' makes the Firebase account and registers; 'complete' finishes a signed-in account's registration. */
export type SignupMode = 'create' | 'complete';

export interface StepCheck {
  message: string | null;
  /** The fields to mark, so the student sees where the problem is. */
  fields: SignupField[];
}

export const NO_PROBLEM: StepCheck = { message: null, fields: [] };

/** The form field behind each field of the registration payload (toRegistration). */
const FORM_FIELD_OF: Readonly<Record<string, SignupField>> = {
  email: 'email',
  phone: 'phone',
  'name.first': 'firstName',
  'name.last': 'lastName',
  yearOfStudy: 'yearOfStudy',
  'hostelDetails.block': 'hostelBlock',
  'hostelDetails.room': 'hostelRoom',
  'offCampusAddress.addressLine1': 'addressLine1',
  'offCampusAddress.landmark': 'landmark',
};

/** A step's check by registrationSchema over `fields` and the form's own `formFields`: any blank gets the one message (docs/product.md#signup). */
function checkFields(values: SignupValues, fields: readonly SignupField[], formFields: readonly SignupField[]): StepCheck {
  const issues = (registrationSchema.safeParse(toRegistration(values, 'pending', values.email)).error?.issues ?? [])
    .map((issue) => ({ field: FORM_FIELD_OF[issue.path.join('.')], message: issue.message }))
    .filter((issue): issue is { field: SignupField; message: string } => issue.field !== undefined && fields.includes(issue.field));
  const missing = [...fields.filter((field) => issues.some((issue) => issue.field === field)), ...formFields].filter((field) => !values[field].trim());
  if (missing.length > 0) return { message: SIGNUP_MESSAGES.required, fields: missing };
  const [first] = issues;
  return first ? { message: first.message, fields: [first.field] } : NO_PROBLEM;
}

/** Step 1 (Next): email, first name, last name, year of study and password are required; a phone is optional. */
export function checkStepOne(values: SignupValues, mode: SignupMode): StepCheck {
  const creating = mode === 'create';
  const check = checkFields(values, [...(creating ? (['email'] as const) : []), 'phone', 'firstName', 'lastName', 'yearOfStudy'], creating ? ['password'] : []);
  if (check.message || !creating || values.password.length >= PASSWORD_MIN_LENGTH) return check;
  return { message: PASSWORD_TOO_SHORT_MESSAGE, fields: ['password'] };
}

/** Step 2 (Sign Up): the accommodation's details, then matching passwords. */
export function checkStepTwo(values: SignupValues, mode: SignupMode): StepCheck {
  const creating = mode === 'create';
  const check = checkFields(
    values,
    values.accommodation === 'Hosteller' ? ['hostelBlock', 'hostelRoom'] : ['addressLine1', 'landmark'],
    creating ? ['confirmPassword'] : [],
  );
  if (check.message || !creating || values.confirmPassword === values.password) return check;
  return { message: SIGNUP_MESSAGES.passwordsDiffer, fields: ['confirmPassword'] };
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
