import { Outlet } from 'react-router';
import { AuthCardLayout } from '../../features/layout/auth-card-layout.tsx';

export default function SignUpLayout() {
  return (
    <AuthCardLayout wide>
      <Outlet />
    </AuthCardLayout>
  );
}
