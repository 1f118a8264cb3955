import { lazy, type ReactNode } from 'react';
import { useCurrentUser } from '../../shell/session';

const NotFoundPage = lazy(() => import('../../shell/NotFoundPage'));

/** The student's feedback screens exist only while the admin has feedback on (docs/rules.md, "Feedback"). */
export function WhileFeedbackOn({ children }: { children: ReactNode }) {
  return useCurrentUser().stats.feedback ? children : <NotFoundPage />;
}
