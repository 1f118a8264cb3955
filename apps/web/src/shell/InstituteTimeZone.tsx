import { Fragment, type ReactNode } from 'react';
import { DEFAULT_TIME_ZONE } from '@portal/domain';
import { usePublicConfig } from './config';
import { setInstituteTimeZone } from './timeZone';

/**
 * Sets the zone every date and time is shown in from GET config. The app renders at once with the
 * default zone; should the institute use another one, the app renders again in it (keyed on the zone).
 */
export function InstituteTimeZone({ children }: { children: ReactNode }) {
  const zone = usePublicConfig().data?.timeZone ?? DEFAULT_TIME_ZONE;
  setInstituteTimeZone(zone);
  return <Fragment key={zone}>{children}</Fragment>;
}
