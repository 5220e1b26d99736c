import { Outlet } from 'react-router';
import { AuthCardLayout } from '../../features/layout/auth-card-layout.tsx';

export default function LoginLayout() {
  return (
    <AuthCardLayout>
      <Outlet />
    </AuthCardLayout>
  );
}
