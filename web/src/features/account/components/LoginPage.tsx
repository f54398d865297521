import { useState, type FormEvent } from 'react';
import { Alert, Button, IconButton, InputAdornment, Link, Stack, TextField, Typography } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { sendPasswordResetEmail, signInWithEmailAndPassword } from 'firebase/auth';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { auth } from '@/lib/firebase';
import { useSession } from '@/lib/session';
import { loginErrorMessage, validateLogin, type LoginValues } from '../hooks/loginValidation';
import { AuthCard } from './AuthCard';

const ROLE_HOME: Record<string, string> = { vendor: '/vendor/dashboard', admin: '/admin/dashboard' };

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const from = (location.state as { from?: string } | null)?.from;
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<keyof LoginValues, boolean>>>({});
  const [showPassword, setShowPassword] = useState(false);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const errors = validateLogin(values);
  const invalid = Object.keys(errors).length > 0;

  if (session.user && !loading) return <Navigate to={from ?? (session.role && ROLE_HOME[session.role]) ?? '/restaurants'} replace />;

  const change = (field: keyof LoginValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (invalid) return;
    setLoading(true);
    setFailure(null);
    try {
      const credential = await signInWithEmailAndPassword(auth, values.email.trim(), values.password);
      const { claims } = await credential.user.getIdTokenResult();
      navigate(from ?? ROLE_HOME[String(claims.role)] ?? '/restaurants', { replace: true });
    } catch (error) {
      setFailure(loginErrorMessage(error));
      setLoading(false);
    }
  };

  const forgotPassword = async () => {
    setTouched((current) => ({ ...current, email: true }));
    if (errors.email) return;
    try {
      await sendPasswordResetEmail(auth, values.email.trim());
      setNotice(`If an account exists for ${values.email.trim()}, a password reset email is on its way.`);
    } catch (error) {
      setFailure(loginErrorMessage(error));
    }
  };

  const shown = (field: keyof LoginValues) => (touched[field] ? errors[field] : undefined);

  return (
    <AuthCard title="Welcome Back!" subtitle="Sign in to order from your campus eateries.">
      <Stack component="form" noValidate spacing={2} onSubmit={submit}>
        {failure && <Alert severity="error">{failure}</Alert>}
        {notice && <Alert severity="success">{notice}</Alert>}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={change('email')}
          onBlur={() => setTouched((current) => ({ ...current, email: true }))}
          error={Boolean(shown('email'))}
          helperText={shown('email')}
          required
          fullWidth
        />
        <TextField
          label="Password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
          onBlur={() => setTouched((current) => ({ ...current, password: true }))}
          error={Boolean(shown('password'))}
          helperText={shown('password')}
          required
          fullWidth
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton aria-label={showPassword ? 'Hide password' : 'Show password'} onClick={() => setShowPassword((shownNow) => !shownNow)} edge="end">
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <Link component="button" type="button" onClick={forgotPassword} sx={{ alignSelf: 'flex-end' }}>
          Forgot password?
        </Link>
        <Button type="submit" variant="contained" size="large" disabled={loading || (invalid && Object.keys(touched).length > 0)}>
          {loading ? 'Logging in...' : 'Login'}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          New to CampusEats?{' '}
          <Link component={RouterLink} to="/signup" state={location.state}>
            Create an account
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
