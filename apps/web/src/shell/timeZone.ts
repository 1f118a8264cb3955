import { DEFAULT_TIME_ZONE } from '@portal/domain';

/**
 * The institute's time zone, in which every date and time on screen is shown (docs/rules.md,
 * "Formats and constants"). It comes from GET config (InstituteTimeZone.tsx); until it arrives, the
 * default one. Kept apart from dates.ts so that setting it does not bring dayjs into the first page.
 */
let instituteZone = DEFAULT_TIME_ZONE;

export const setInstituteTimeZone = (zone: string): void => {
  instituteZone = zone;
};
export const instituteTimeZone = (): string => instituteZone;
