import { AuthCard } from './AuthCard';
import { LoginForm } from './LoginForm';

export function LoginPage() {
  return (
    <AuthCard title="Welcome Back!" subtitle="Sign in to order from your campus eateries.">
      <LoginForm />
    </AuthCard>
  );
}
