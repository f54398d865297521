import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  Alert,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Link,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  Step,
  StepLabel,
  Stepper,
  TextField,
  Typography,
} from '@mui/material';
import type { User } from 'firebase/auth';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { ACCOMMODATIONS, displayName, registrationSchema, SIGNUP_MESSAGES, YEARS_OF_STUDY, type Accommodation } from '@campuseats/common/users';
import { FullScreenSpinner } from '@/components/FullScreenSpinner';
import { queryKeys } from '@/lib/query/queryKeys';
import { HOME_OF_ROLE, paths } from '@/lib/routes';
import { refreshSessionUser, useSession } from '@/lib/session';
import { useLogout } from '@/lib/useLogout';
import { fetchVerifiedSession } from '@/lib/verifySession';
import { registerStudent } from '../api/account';
import {
  checkStepOne,
  checkStepTwo,
  EMPTY_SIGNUP,
  NO_PROBLEM,
  signupErrorMessage,
  toRegistration,
  type SignupField,
  type SignupMode,
  type SignupValues,
  type StepCheck,
} from '../hooks/signupValidation';
import { AuthCard } from './AuthCard';
import { PasswordField } from './PasswordField';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

// Firebase Auth loads beside the page's first render, not before it (api/accountAuth.ts).
const loadAccountAuth = () => import('../api/accountAuth');

const STEPS = ['Your details', 'Where you live'];

/** A student coming back to finish registering finds the name they gave the first time already filled in. */
function prefilled(user: User | null): SignupValues {
  const [first = '', ...rest] = (user?.displayName ?? '').trim().split(/\s+/);
  return { ...EMPTY_SIGNUP, firstName: first, lastName: rest.join(' ') };
}

function CompleteRegistrationNotice({ email }: { email: string }) {
  const { logout, loggingOut } = useLogout();
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={logout} disabled={loggingOut}>
          {loggingOut ? 'Logging out...' : 'Not you? Log out'}
        </Button>
      }
    >
      Your account {email} is ready, but your registration is not finished. Complete your details to start ordering.
    </Alert>
  );
}

/** The two-step signup wizard (docs/product.md#signup); for a signed-in account with no student record yet it asks for the details only. */
export function SignupForm() {
  useDocumentTitle('Sign Up');
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  const session = useSession();
  const [values, setValues] = useState<SignupValues>(() => prefilled(session.user));
  const [step, setStep] = useState<0 | 1>(0);
  const [problem, setProblem] = useState<StepCheck>(NO_PROBLEM);
  const [failure, setFailure] = useState<string | null>(null);
  // The mode a submission started in: creating the account signs the student in halfway through.
  const [submittingAs, setSubmittingAs] = useState<SignupMode | null>(null);
  useEffect(() => {
    // A failure to load shows when the student submits.
    loadAccountAuth().catch(() => undefined);
  }, []);
  // After Next, Back or a refused submit the focus goes where the student must look: the new step's first field, or
  // the message that stops them, at the top of the form and maybe scrolled out of a phone's window.
  const messageRef = useRef<HTMLDivElement>(null);
  const stepRef = useRef<HTMLFormElement>(null);
  const [lookAt, setLookAt] = useState<{ target: 'message' | 'step'; count: number } | null>(null);
  const look = (target: 'message' | 'step') => setLookAt((last) => ({ target, count: (last?.count ?? 0) + 1 }));
  useEffect(() => {
    if (lookAt?.target === 'message') messageRef.current?.focus();
    if (lookAt?.target === 'step') stepRef.current?.querySelector<HTMLElement>('input:not([type="hidden"]):not(:disabled)')?.focus();
  }, [lookAt]);

  const uid = session.user?.uid;
  // A registered visitor is sent on; if the check fails the form is still offered, since registering is idempotent.
  const checkAccount = uid !== undefined && submittingAs === null;
  const account = useQuery({
    queryKey: queryKeys.accountCheck(uid ?? ''),
    queryFn: ({ signal }) =>
      fetchVerifiedSession(signal).catch((error: unknown) => {
        console.error('Could not check the signed-in account', error);
        throw error;
      }),
    enabled: checkAccount,
    // Each visit asks afresh: the page itself is what finishes a registration.
    gcTime: 0,
  });

  if (session.initializing) return <FullScreenSpinner />;
  if (session.user && !submittingAs) {
    if (account.status === 'pending') return <FullScreenSpinner label="Checking your account" />;
    const verified = account.data;
    if (verified && (verified.user || verified.role !== 'user')) return <Navigate to={from ?? HOME_OF_ROLE[verified.role]} replace />;
  }
  const mode: SignupMode = submittingAs ?? (session.user ? 'complete' : 'create');
  const accountEmail = session.user?.email ?? '';

  const change = (field: SignupField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setProblem((current) => ({ ...current, fields: current.fields.filter((name) => name !== field) }));
    setFailure(null);
  };
  // What each text field takes from its name: its value, its change and whether it is marked.
  const field = (name: SignupField) => ({ value: values[name], onChange: change(name), error: problem.fields.includes(name) });

  const next = (event: FormEvent) => {
    event.preventDefault();
    const check = checkStepOne(values, mode);
    setProblem(check);
    if (check.message) return look('message');
    setStep(1);
    look('step');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkStepTwo(values, mode);
    setProblem(check);
    if (check.message) return look('message');
    const email = mode === 'create' ? values.email.trim() : accountEmail;
    // The server's own rules, checked before any account exists, so a refusal never leaves one half-made.
    const payloadCheck = registrationSchema.safeParse(toRegistration(values, 'pending', email));
    if (!payloadCheck.success) {
      setFailure(payloadCheck.error.issues[0]?.message ?? SIGNUP_MESSAGES.generic);
      return look('message');
    }

    setSubmittingAs(mode);
    setFailure(null);
    try {
      const accountAuth = await loadAccountAuth();
      const user = mode === 'create' ? await accountAuth.createAccount(email, values.password) : accountAuth.currentUser();
      if (!user) throw new Error('Signed out before registration finished');
      await accountAuth.setDisplayName(user, displayName(payloadCheck.data.name));
      await registerStudent(toRegistration(values, user.uid, user.email ?? email));
      await refreshSessionUser().catch((error: unknown) => console.warn('Could not refresh the session after signup', error));
      navigate(from ?? paths.restaurants, { replace: true });
    } catch (error) {
      // If the account was created, the student is now signed in and this page offers to finish registering.
      console.error('Signup failed', error);
      setFailure(signupErrorMessage(error));
      setSubmittingAs(null);
      look('message');
    }
  };

  const message = failure ?? problem.message;
  const submitting = submittingAs !== null;

  return (
    <AuthCard title="Create Account" subtitle="Join CampusEats and get food from every campus eatery delivered to you.">
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Stack spacing={2}>
        {mode === 'complete' && !submitting && <CompleteRegistrationNotice email={accountEmail} />}
        {message && (
          <Alert
            ref={messageRef}
            tabIndex={-1}
            severity="error"
            action={
              message === SIGNUP_MESSAGES.emailTaken ? (
                <Button component={RouterLink} to={paths.login} state={location.state} color="inherit" size="small">
                  Log in
                </Button>
              ) : undefined
            }
          >
            {message}
          </Alert>
        )}
      </Stack>

      {step === 0 ? (
        <Stack ref={stepRef} component="form" noValidate spacing={2} onSubmit={next} aria-label="Your details" sx={{ mt: 2 }}>
          {mode === 'create' ? (
            <TextField label="Email" type="email" autoComplete="email" {...field('email')} required fullWidth />
          ) : (
            <TextField label="Email" value={accountEmail} disabled fullWidth helperText="The email you log in with" />
          )}
          <TextField label="Phone (optional)" type="tel" autoComplete="tel" {...field('phone')} fullWidth />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label="First name" autoComplete="given-name" {...field('firstName')} required fullWidth />
            <TextField label="Last name" autoComplete="family-name" {...field('lastName')} required fullWidth />
          </Stack>
          <TextField select label="Year of study" {...field('yearOfStudy')} required fullWidth>
            {YEARS_OF_STUDY.map((year) => (
              <MenuItem key={year} value={year}>
                {year}
              </MenuItem>
            ))}
          </TextField>
          {mode === 'create' && (
            <PasswordField label="Password" autoComplete="new-password" {...field('password')} helperText="At least 6 characters" required fullWidth />
          )}
          <Button type="submit" variant="contained" size="large">
            Next
          </Button>
        </Stack>
      ) : (
        <Stack ref={stepRef} component="form" noValidate spacing={2} onSubmit={submit} aria-label="Where you live" sx={{ mt: 2 }}>
          <FormControl>
            <FormLabel id="accommodation-label">Accommodation</FormLabel>
            <RadioGroup
              row
              aria-labelledby="accommodation-label"
              value={values.accommodation}
              onChange={(event) => setValues((current) => ({ ...current, accommodation: event.target.value as Accommodation }))}
            >
              {ACCOMMODATIONS.map((kind) => (
                <FormControlLabel key={kind} value={kind} control={<Radio />} label={kind} disabled={submitting} />
              ))}
            </RadioGroup>
          </FormControl>
          {values.accommodation === 'Hosteller' ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField label="Hostel block" {...field('hostelBlock')} required fullWidth />
              <TextField label="Room number" {...field('hostelRoom')} required fullWidth />
            </Stack>
          ) : (
            <>
              <TextField label="Address line 1" autoComplete="address-line1" {...field('addressLine1')} required fullWidth />
              <TextField label="Landmark" {...field('landmark')} required fullWidth />
            </>
          )}
          {mode === 'create' && <PasswordField label="Confirm password" autoComplete="new-password" {...field('confirmPassword')} required fullWidth />}
          <Stack direction="row" spacing={2}>
            <Button
              variant="outlined"
              size="large"
              disabled={submitting}
              onClick={() => {
                setStep(0);
                setProblem(NO_PROBLEM);
                look('step');
              }}
              sx={{ flex: 1 }}
            >
              Back
            </Button>
            <Button type="submit" variant="contained" size="large" disabled={submitting} sx={{ flex: 2 }}>
              {submitting ? 'Signing up...' : 'Sign Up'}
            </Button>
          </Stack>
        </Stack>
      )}

      {mode === 'create' && (
        <Typography variant="body2" sx={{ textAlign: 'center', mt: 3 }}>
          Already have an account?{' '}
          <Link component={RouterLink} to={paths.login} state={location.state}>
            Log in
          </Link>
        </Typography>
      )}
    </AuthCard>
  );
}
