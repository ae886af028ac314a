import { renderLoginRoute, type LoginSearchParams } from '@/server/web/login-route';

export default async function PcLoginRoute({ searchParams }: { searchParams: Promise<LoginSearchParams> }) {
  return renderLoginRoute('pclogin', await searchParams);
}
