import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { MESSAGES } from '@portal/domain';
import { usePublicConfig } from '../../shell/config';
import { notify } from '../../shell/notify';
import { useSession } from '../../shell/session';
import { useGoogleSignIn } from './authApi';

/**
 * "Sign in with Google", shown only when the server has a Google client id
 * (docs/rules.md, "Accounts and sessions"). Google's script is loaded at run time only then; any failure,
 * from the script or the server, says 'Invalid email' (docs/rules.md, "Requests, messages and errors").
 */

const GSI_SCRIPT = 'https://accounts.google.com/gsi/client';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize: (options: { client_id: string; callback: (answer: { credential?: string }) => void }) => void;
      renderButton: (parent: HTMLElement, options: Record<string, string | number>) => void;
    };
  };
}

let scriptLoading: Promise<GoogleIdentity> | undefined;
const loadGoogleIdentity = (): Promise<GoogleIdentity> => {
  scriptLoading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GSI_SCRIPT;
    script.async = true;
    script.onload = () => {
      const google = (window as unknown as { google?: GoogleIdentity }).google;
      if (google) resolve(google);
      else reject(new Error('Google Identity Services did not start'));
    };
    script.onerror = () => {
      scriptLoading = undefined;
      reject(new Error('Google Identity Services could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return scriptLoading;
};

export function GoogleSignInButton() {
  const config = usePublicConfig();
  const clientId = config.data?.googleClientId;
  const container = useRef<HTMLDivElement>(null);
  const { signIn } = useSession();
  const { mutate: googleSignIn } = useGoogleSignIn();

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        if (cancelled || !container.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) => {
            if (!credential) return notify.error(MESSAGES.invalidEmail);
            googleSignIn(credential, {
              onSuccess: (result) => signIn(result.token),
              onError: () => notify.error(MESSAGES.invalidEmail),
            });
          },
        });
        google.accounts.id.renderButton(container.current, { theme: 'outline', size: 'large', text: 'signin_with' });
      })
      .catch(() => {
        if (!cancelled) notify.error(MESSAGES.invalidEmail);
      });
    return () => {
      cancelled = true;
    };
  }, [clientId, googleSignIn, signIn]);

  if (!clientId) return null;
  return <Box ref={container} sx={{ display: 'flex', justifyContent: 'center', minHeight: 44 }} />;
}
