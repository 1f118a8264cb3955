import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIME_ZONE } from '@portal/domain';
import { dayAfter, instituteWallClock, toDateAndTimeFields, todayInInstitute } from './dates';
import { setInstituteTimeZone } from './timeZone';

dayjs.extend(utc);
dayjs.extend(timezone);

afterEach(() => {
  setInstituteTimeZone(DEFAULT_TIME_ZONE);
  vi.useRealTimers();
});

describe('the institute wall clock', () => {
  // Around midnight, and across the summer-time changes of zones that have them.
  const instants = [
    '2026-11-26T18:29:59Z',
    '2026-11-26T18:30:00Z',
    '2026-03-08T06:59:59Z',
    '2026-03-08T07:00:00Z',
    '2026-11-01T05:30:00Z',
    '2026-11-01T06:30:00Z',
    '2026-04-05T13:45:00Z',
    '2026-12-31T23:59:59Z',
  ];
  for (const zone of ['Asia/Kolkata', 'America/New_York', 'Pacific/Chatham', 'UTC']) {
    it(`reads each moment as the zone's own clock does, in ${zone}`, () => {
      setInstituteTimeZone(zone);
      for (const instant of instants) {
        expect(instituteWallClock(instant), instant).toBe(dayjs(instant).tz(zone).format('YYYY-MM-DDTHH:mm:ss'));
        expect(instituteWallClock(Date.parse(instant)), instant).toBe(instituteWallClock(new Date(instant)));
      }
    });
  }

  it('turns to the zone the institute has now, not the first one it was asked in', () => {
    expect(instituteWallClock('2026-11-26T18:30:00Z')).toBe('2026-11-27T00:00:00');
    setInstituteTimeZone('UTC');
    expect(instituteWallClock('2026-11-26T18:30:00Z')).toBe('2026-11-26T18:30:00');
  });

  it('steps calendar days across months, years and a leap day', () => {
    expect(['2026-11-30', '2026-12-31', '2028-02-28', '2028-02-29'].map(dayAfter)).toEqual([
      '2026-12-01',
      '2027-01-01',
      '2028-02-29',
      '2028-03-01',
    ]);
  });

  it("splits a moment into the zone's date and time fields, and says today's date as the zone does", () => {
    setInstituteTimeZone('America/New_York');
    expect(toDateAndTimeFields('2026-11-27T03:15:00Z')).toEqual({ date: '2026-11-26', time: '22:15' });
    setInstituteTimeZone('Asia/Kolkata');
    expect(toDateAndTimeFields(new Date('2026-11-26T18:45:00Z'))).toEqual({ date: '2026-11-27', time: '00:15' });
    vi.useFakeTimers({ now: new Date('2026-11-26T18:29:59Z') });
    expect(todayInInstitute()).toBe('2026-11-26');
    vi.setSystemTime(new Date('2026-11-26T18:30:00Z'));
    expect(todayInInstitute()).toBe('2026-11-27');
  });
});
