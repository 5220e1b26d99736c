import { AuthCardLayout } from '../features/layout/auth-card-layout.tsx';
import { PageFrame } from '../ui/page-frame.tsx';

/** Reached from an e-mail link without a locale prefix (spec 01 §2); it has no layout route, so it brings its own. */
export default function Page() {
  return (
    <AuthCardLayout>
      <PageFrame name="passwordReset" inCard />
    </AuthCardLayout>
  );
}
