import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { UserRecord } from 'firebase-admin/auth';
import {
  ACCOMMODATIONS,
  displayName,
  SIGNUP_MESSAGES,
  userProfileSchema,
  YEARS_OF_STUDY,
  type ProfileUpdate,
  type Registration,
  type UserProfile,
  type UserRole,
} from '@campuseats/common/users';
import { adminAuth, db } from '../lib/firebase';
import { ApiError, notFound } from '../lib/apiError';
import type { Caller } from '../lib/auth';
import { isRecentLogin, RECENT_LOGIN_MESSAGE } from '../lib/recentLogin';
import { commitIfUnchanged } from '../lib/writes';

export const usersCollection = () => db.collection('users');

/** New students start with an empty wallet: only the seeded demo accounts come with ₹850 to try it out. */
export const NEW_STUDENT_WALLET_BALANCE = 0;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;

/** A users/{uid} document as the API answers it, tolerant of the fields older or seeded records lack. */
export function toUserProfile(snapshot: DocumentSnapshot, role: UserRole): UserProfile {
  const data = snapshot.data() ?? {};
  const name = record(data.name);
  const hostel = record(data.hostelDetails);
  const offCampus = record(data.offCampusAddress);
  return userProfileSchema.parse({
    _id: snapshot.id,
    firebaseUid: snapshot.id,
    email: text(data.email),
    phone: text(data.phone),
    name: { first: text(name?.first), last: text(name?.last) },
    yearOfStudy: YEARS_OF_STUDY.find((year) => year === data.yearOfStudy),
    accommodation: ACCOMMODATIONS.find((kind) => kind === data.accommodation),
    hostelDetails: hostel && { block: text(hostel.block), room: text(hostel.room) },
    offCampusAddress: offCampus && {
      addressLine1: text(offCampus.addressLine1),
      landmark: text(offCampus.landmark),
      city: text(offCampus.city),
      state: text(offCampus.state),
      zipCode: text(offCampus.zipCode),
    },
    walletBalance: Number.isInteger(data.walletBalance) ? data.walletBalance : 0,
    role,
  });
}

/** The caller's profile, or null when their Firebase account exists but registration never finished. */
export async function findProfile(who: Caller): Promise<UserProfile | null> {
  const snapshot = await usersCollection().doc(who.uid).get();
  return snapshot.exists ? toUserProfile(snapshot, who.role) : null;
}

async function authAccount(uid: string): Promise<UserRecord | undefined> {
  try {
    return await adminAuth.getUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return undefined;
    throw error;
  }
}

export interface RegistrationResult {
  created: boolean;
  /** Only for a caller who proved with a token that this is their account. */
  profile?: UserProfile;
}

/**
 * Creates users/{uid} for a Firebase account that has none yet. Safe to call again (a retry after a
 * network failure, a double click, a student finishing registration later): the first call creates the
 * record, every later one leaves it untouched. Without a token the account must exist, be enabled and
 * carry the payload's email, and the answer never includes the profile.
 */
export async function registerStudent(payload: Registration, verified: Caller | undefined): Promise<RegistrationResult> {
  if (verified && verified.uid !== payload.firebaseUid) {
    throw new ApiError('permission-denied', 'firebaseUid does not match the signed-in user');
  }
  const account = await authAccount(payload.firebaseUid);
  const accountEmail = account?.email?.toLowerCase();
  if (!account || (!verified && (account.disabled || accountEmail !== payload.email))) {
    // The same answer for an unknown uid and a wrong email, so the endpoint confirms nothing about others.
    throw notFound('Account');
  }
  if (accountEmail !== payload.email) throw new ApiError('invalid-argument', 'Email does not match the signed-in account');

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
    return { value: true, writes: [{ ref, create: student }] };
  });
  if (!verified) return { created };
  return { created, profile: toUserProfile(await ref.get(), verified.role) };
}

/**
 * Saves the personal information of the profile page. The email is the sign-in email, so a change goes
 * to Firebase Auth first (which refuses one that another account uses) and needs a recent sign-in.
 */
export async function updateOwnProfile(who: Caller, update: ProfileUpdate): Promise<UserProfile> {
  const ref = usersCollection().doc(who.uid);
  if (!(await ref.get()).exists) throw notFound('Profile');

  const emailChanges = update.email !== who.email?.toLowerCase();
  if (emailChanges && !isRecentLogin(who.authTime)) throw new ApiError('failed-precondition', RECENT_LOGIN_MESSAGE);
  try {
    await adminAuth.updateUser(who.uid, {
      displayName: displayName(update.name),
      ...(emailChanges ? { email: update.email, emailVerified: false } : {}),
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/email-already-exists') throw new ApiError('already-exists', SIGNUP_MESSAGES.emailTaken);
    throw error;
  }
  await ref.update({ name: update.name, email: update.email, phone: update.phone, updatedAt: FieldValue.serverTimestamp() });
  return toUserProfile(await ref.get(), who.role);
}
