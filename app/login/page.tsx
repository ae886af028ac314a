import { renderLoginRoute, type LoginSearchParams } from '@/server/web/login-route';

export default async function LoginRoute({ searchParams }: { searchParams: Promise<LoginSearchParams> }) {
  return renderLoginRoute('login', await searchParams);
}
