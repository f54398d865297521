import { FieldValue } from 'firebase-admin/firestore';
import type { UserRecord } from 'firebase-admin/auth';
import { addressRequestSchema, type AddressFields } from '@campuseats/common/addresses';
import {
  displayName,
  RECENT_LOGIN_MESSAGE,
  SIGNUP_MESSAGES,
  signupPlace,
  userProfileSchema,
  type ProfileUpdate,
  type Registration,
  type UserProfile,
} from '@campuseats/common/users';
import { preferencesOf, type NotificationPreferences } from '@campuseats/common/notifications';
import { usersCollection } from '../lib/collections';
import { adminAuth } from '../lib/firebase';
import { ApiError, NOT_FOUND, notFound, onFirebaseError } from '../lib/apiError';
import type { Caller } from '../lib/auth';
import { isRecentLogin } from '../lib/recentLogin';
import { commitIfUnchanged } from '../lib/writes';
import { planNewAddress } from './addresses';

/** New students start with an empty wallet: only the seeded demo accounts come with ₹850 to try it out. */
const NEW_STUDENT_WALLET_BALANCE = 0;

/** The caller's users/{uid} as the API answers it (its schema gives the fields older or seeded records lack), or null when registration never finished. */
export async function findProfile({ uid, role }: Caller): Promise<UserProfile | null> {
  const user = (await usersCollection().doc(uid).get()).data();
  return user ? userProfileSchema.parse({ ...user, _id: uid, firebaseUid: uid, role }) : null;
}

async function readProfile(who: Caller): Promise<UserProfile> {
  const profile = await findProfile(who);
  if (!profile) throw notFound('Profile');
  return profile;
}

/** The Firebase Auth account, or undefined when there is none. */
export async function authAccount(uid: string): Promise<UserRecord | undefined> {
  return onFirebaseError('auth/user-not-found', adminAuth.getUser(uid), () => undefined);
}

/** The signup address as the first address of the book (docs/product.md#signup); without a phone there is none. */
function signupAddress(payload: Registration): AddressFields | null {
  const { city, state, zipCode, ...place } = signupPlace(payload) ?? {};
  // As the checkout's quick form sends it: a city, state or pincode left out is the campus's.
  const parsed = addressRequestSchema.safeParse({
    ...place,
    city: city || undefined,
    state: state || undefined,
    zipCode: zipCode || undefined,
    phone: payload.phone,
  });
  return parsed.success ? parsed.data : null;
}

/** Creates users/{uid} for the caller's own account only, once: calling it again changes nothing. */
export async function registerStudent(payload: Registration, verified: Caller) {
  if (verified.uid !== payload.firebaseUid) throw new ApiError('permission-denied', 'firebaseUid does not match the signed-in user');
  const account = await authAccount(verified.uid);
  if (!account) throw notFound('Account');
  if (account.email?.toLowerCase() !== payload.email) throw new ApiError('invalid-argument', 'Email does not match the signed-in account');

  const { firebaseUid: uid, email, phone, name, yearOfStudy } = payload;
  const where = payload.accommodation === 'Hosteller' ? { hostelDetails: payload.hostelDetails } : { offCampusAddress: payload.offCampusAddress };
  const ref = usersCollection().doc(uid);
  const created = await commitIfUnchanged(async (reads) => {
    if ((await reads.get(ref)).exists) return { value: false, writes: [] };
    const student = {
      firebaseUid: uid,
      email,
      phone,
      name,
      yearOfStudy,
      accommodation: payload.accommodation,
      ...where,
      walletBalance: NEW_STUDENT_WALLET_BALANCE,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    };
    const address = signupAddress(payload);
    const book = address ? (await planNewAddress(reads, uid, address)).writes : [];
    return { value: true, writes: [{ ref, create: student }, ...book] };
  });
  return { created, profile: await readProfile(verified) };
}

/** Saves the profile page; an email change goes to Firebase Auth first, which refuses a taken one, and needs a recent sign-in. */
export async function updateOwnProfile(who: Caller, update: ProfileUpdate): Promise<UserProfile> {
  const ref = usersCollection().doc(who.uid);
  if (!(await ref.get()).exists) throw notFound('Profile');

  const emailChanges = update.email !== who.email?.toLowerCase();
  if (emailChanges && !isRecentLogin(who.authTime)) throw new ApiError('failed-precondition', RECENT_LOGIN_MESSAGE);
  const authUpdate = adminAuth.updateUser(who.uid, {
    displayName: displayName(update.name),
    ...(emailChanges ? { email: update.email, emailVerified: false } : {}),
  });
  await onFirebaseError('auth/email-already-exists', authUpdate, () => {
    throw new ApiError('already-exists', SIGNUP_MESSAGES.emailTaken);
  });
  await ref.update({ name: update.name, email: update.email, phone: update.phone, updatedAt: FieldValue.serverTimestamp() });
  return readProfile(who);
}

/** What the caller chose to hear of (docs/product.md#your-data); a student without a record has the defaults. */
export async function notificationPreferencesOf(uid: string): Promise<NotificationPreferences> {
  return preferencesOf((await usersCollection().doc(uid).get()).data()?.notificationPreferences);
}

/** Saves the caller's choices; every notification written after this follows them. */
export async function setNotificationPreferences(uid: string, preferences: NotificationPreferences): Promise<NotificationPreferences> {
  await onFirebaseError(NOT_FOUND, usersCollection().doc(uid).update({ notificationPreferences: preferences, updatedAt: FieldValue.serverTimestamp() }), () => {
    throw notFound('Profile');
  });
  return preferences;
}
