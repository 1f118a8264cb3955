import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatCalendarDate, type GlanceDay } from '@portal/domain';

/**
 * 'Tue' over '8': the start of the date every screen writes ('Tue 8 Dec 2026'), on two lines so that
 * seven of them fit under the bars of a phone.
 */
const dayLabel = (date: string) => {
  const [weekday = '', day = ''] = formatCalendarDate(date).split(' ');
  return { key: date, weekday, day };
};

type DayLabel = ReturnType<typeof dayLabel>;

/** The tallest bar's height in pixels; the others are drawn to the same scale. */
const BAR_AREA_PX = 110;

/** A bar's height: its share of the week's largest figure, with a sliver for any figure above zero. */
export const barHeight = (value: number, largest: number): number =>
  value <= 0 ? 0 : Math.max(2, Math.round((value / Math.max(1, largest)) * BAR_AREA_PX));

/** One figure over the week, on a scale of its own, each day's figure written above its bar. */
function DayBars({ title, values, days, color }: { title: string; values: number[]; days: DayLabel[]; color: string }) {
  const largest = Math.max(0, ...values);
  // One style for the whole chart, its parts plain elements: styling each of its 42 parts on its own
  // cost the first screen more than the rest of the glance.
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        minWidth: 0,
        '& .days': {
          display: 'grid',
          gridTemplateColumns: `repeat(${values.length}, minmax(0, 1fr))`,
          gap: theme.spacing(0.75),
          textAlign: 'center',
          ...theme.typography.caption,
        },
        '& .bars': { alignItems: 'end', borderBottom: 1, borderColor: 'divider', pt: 1 },
        '& .day': { display: 'flex', flexDirection: 'column', alignItems: 'center', lineHeight: 1.6 },
        '& .bar': { width: '100%', maxWidth: 40, bgcolor: color, borderRadius: '4px 4px 0 0' },
        '& .labels': { color: 'text.secondary', lineHeight: 1.4 },
      })}
    >
      <Typography variant="body2" color="text.secondary">
        {title}
      </Typography>
      <div className="days bars">
        {values.map((value, index) => (
          <div key={days[index]!.key} className="day">
            {value}
            <div className="bar" data-bar style={{ height: barHeight(value, largest) }} />
          </div>
        ))}
      </div>
      <div className="days labels">
        {days.map((day) => (
          <span key={day.key}>
            {day.weekday}
            <br />
            {day.day}
          </span>
        ))}
      </div>
    </Box>
  );
}

/**
 * The week of today at a glance: the passes used at the gate and the payments received on each of
 * the seven days ending today, each on its own scale, as a college's payments run to tens a day and
 * its passes to a few. Fourteen bars drawn with the page's own boxes rather than the chart library
 * the reports use: this sits on the admin's and the HOD's first screen, where that library's code
 * cost a phone most of a second (docs/benchmarks.md, "the admin's first screen").
 */
export function WeekChart({ week }: { week: GlanceDay[] }) {
  const days = week.map((day) => dayLabel(day.date));
  return (
    <Box
      role="img"
      aria-label={`The last seven days: ${week
        .map((day) => `${formatCalendarDate(day.date)}: ${day.passesUsed} passes used, ${day.payments} payments`)
        .join('; ')}`}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
    >
      <DayBars title="Passes used" values={week.map((day) => day.passesUsed)} days={days} color="primary.main" />
      <DayBars title="Payments" values={week.map((day) => day.payments)} days={days} color="success.main" />
    </Box>
  );
}
