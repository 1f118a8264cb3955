import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatCalendarDate, type GlanceDay } from '@portal/domain';

/** 'Tue 8': the start of the date every screen writes ('Tue 8 Dec 2026'), short enough for a bar. */
const dayLabel = (date: string) => formatCalendarDate(date).split(' ').slice(0, 2).join(' ');

/** One figure over the week, on a scale of its own. */
function DayBars({ title, values, days, color }: { title: string; values: number[]; days: string[]; color: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" aria-hidden>
        {title}
      </Typography>
      <BarChart
        height={150}
        skipAnimation
        margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
        xAxis={[{ scaleType: 'band', data: days, tickLabelStyle: { fontSize: 11 } }]}
        yAxis={[{ width: 32, tickMinStep: 1 }]}
        series={[{ label: title, data: values, color }]}
        hideLegend
      />
    </Box>
  );
}

/**
 * The week of today at a glance: the passes used at the gate and the payments received on each of
 * the seven days ending today, each on its own scale, as a college's payments run to tens a day and
 * its passes to a few (its own chunk: the chart library is large).
 */
export default function WeekChart({ week }: { week: GlanceDay[] }) {
  const days = week.map((day) => dayLabel(day.date));
  return (
    <Box
      role="img"
      aria-label={`The last seven days: ${week
        .map((day) => `${formatCalendarDate(day.date)}: ${day.passesUsed} passes used, ${day.payments} payments`)
        .join('; ')}`}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
    >
      <DayBars title="Passes used" values={week.map((day) => day.passesUsed)} days={days} color="#1976d2" />
      <DayBars title="Payments" values={week.map((day) => day.payments)} days={days} color="#2e7d32" />
    </Box>
  );
}
