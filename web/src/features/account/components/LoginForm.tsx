import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useFocusOnChange } from '@/lib/useFocusOnChange';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { roleFromClaim, type UserRole } from '@campuseats/common/roles';
import { HOME_OF_ROLE, paths } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { fetchVerifiedSession } from '@/lib/verifySession';
import { isUnknownAccount, loginErrorMessage, resetSentText, sessionEndedMessage, validateLogin, type LoginValues } from '../hooks/loginValidation';
import { takeSessionEnded } from '@/lib/sessionEnded';
import { PasswordField } from './PasswordField';

// Firebase Auth loads beside the page's first render, not before it (api/accountAuth.ts).
const loadAccountAuth = () => import('../api/accountAuth');

/** After sign-in, whether the backend's verify says the student's registration never finished; its failure is only logged (docs/product.md#login). */
async function needsRegistration(role: UserRole): Promise<boolean> {
  try {
    const verified = await fetchVerifiedSession();
    return role === 'user' && verified.user === null;
  } catch (error) {
    console.error('Verify after login failed', error);
    return false;
  }
}

/** The login form (docs/product.md#login), drawn inside the page's card (LoginPage.tsx). */
export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const from = (location.state as { from?: string } | null)?.from;
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<keyof LoginValues, boolean>>>({});
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const errors = validateLogin(values);
  const invalid = Object.keys(errors).length > 0;
  // Login is disabled while it works, which drops the keyboard's focus: a refusal's message takes it, and is read out.
  const failureRef = useFocusOnChange<HTMLDivElement>(failure);
  useEffect(() => {
    // A failure to load shows when the student submits.
    loadAccountAuth().catch(() => undefined);
    // Signed out by the app itself (after the first render, which hydrates the prerendered page): say why.
    const ended = takeSessionEnded();
    if (ended) setFailure(sessionEndedMessage(ended));
  }, []);

  if (session.user && !loading) return <Navigate to={from ?? (session.role ? HOME_OF_ROLE[session.role] : paths.restaurants)} replace />;

  // What each field takes from its name: its value, its change, its leaving (which shows its problem) and that problem.
  const field = (name: keyof LoginValues) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setFailure(null);
    },
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    error: Boolean(shown(name)),
    helperText: shown(name),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (invalid) return;
    setLoading(true);
    setFailure(null);
    try {
      const user = await (await loadAccountAuth()).signIn(values.email.trim(), values.password);
      const role = roleFromClaim((await user.getIdTokenResult()).claims.role);
      if (await needsRegistration(role)) {
        navigate(paths.signup, { replace: true, state: { from } });
        return;
      }
      navigate(from ?? HOME_OF_ROLE[role], { replace: true });
    } catch (error) {
      setFailure(loginErrorMessage(error));
      setLoading(false);
    }
  };

  const forgotPassword = async () => {
    setTouched((current) => ({ ...current, email: true }));
    // The last sign-in's refusal is not this answer's: one message at a time.
    setNotice(null);
    setFailure(null);
    if (errors.email) return;
    try {
      await (await loadAccountAuth()).sendPasswordReset(values.email.trim());
      setNotice(resetSentText(values.email));
    } catch (error) {
      // An unknown email reads as a known one: the page must not tell anyone which emails have accounts.
      if (isUnknownAccount(error)) setNotice(resetSentText(values.email));
      else setFailure(loginErrorMessage(error));
    }
  };

  const shown = (field: keyof LoginValues) => (touched[field] ? errors[field] : undefined);

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={submit}
      // While Login is disabled the browser ignores Enter in a field: Enter then shows what is missing, as a submit would.
      onKeyDown={(event) => event.key === 'Enter' && invalid && setTouched({ email: true, password: true })}
    >
      {failure && (
        <Alert ref={failureRef} tabIndex={-1} severity="error">
          {failure}
        </Alert>
      )}
      {notice && <Alert severity="success">{notice}</Alert>}
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} required fullWidth />
      <PasswordField label="Password" autoComplete="current-password" {...field('password')} required fullWidth />
      <Link component="button" type="button" onClick={forgotPassword} sx={{ alignSelf: 'flex-end' }}>
        Forgot password?
      </Link>
      {/* Disabled while any error exists or while loading (docs/product.md#login). */}
      <Button type="submit" variant="contained" size="large" disabled={loading || invalid}>
        {loading ? 'Logging in...' : 'Login'}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        New to CampusEats?{' '}
        <Link component={RouterLink} to={paths.signup} state={location.state}>
          Create an account
        </Link>
      </Typography>
    </Stack>
  );
}
