import { useEffect } from 'react';
import { Loading } from '../../shell/Loading';
import { usePageTitle } from '../../shell/pageTitle';
import { useSession } from '../../shell/session';

/** /logout: removes the token and returns to the home page (docs/rules.md, "Areas and screens"). */
export default function LogoutPage() {
  usePageTitle('Logout');
  const { signOut } = useSession();
  useEffect(() => signOut(), [signOut]);
  return <Loading label="Signing out" />;
}
