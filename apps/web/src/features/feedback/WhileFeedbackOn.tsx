import type { ReactNode } from 'react';
import NotFoundPage from '../../shell/NotFoundPage';
import { useCurrentUser } from '../../shell/session';

/** The student's feedback screens exist only while the admin has feedback on (docs/rules.md, "Feedback"). */
export function WhileFeedbackOn({ children }: { children: ReactNode }) {
  return useCurrentUser().stats.feedback ? children : <NotFoundPage />;
}
