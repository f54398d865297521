import { AuthCard } from './AuthCard';
import { LoginForm } from './LoginForm';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

export function LoginPage() {
  useDocumentTitle('Login');
  return (
    <AuthCard title="Welcome Back!" subtitle="Sign in to order from your campus eateries.">
      <LoginForm />
    </AuthCard>
  );
}
