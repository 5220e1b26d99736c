import { PageFrame } from '../ui/page-frame.tsx';

export default function Page() {
  return <PageFrame name="authAutologin" />;
}
