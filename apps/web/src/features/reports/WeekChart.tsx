import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatCalendarDate, type GlanceDay } from '@portal/domain';

/** 'Tue 8': the start of the date every screen writes ('Tue 8 Dec 2026'), short enough for a bar. */
const dayLabel = (date: string) => formatCalendarDate(date).split(' ').slice(0, 2).join(' ');

/**
 * The week of today at a glance: the passes used at the gate and the payments received on each of
 * the seven days ending today (its own chunk: the chart library is large).
 */
export default function WeekChart({ week }: { week: GlanceDay[] }) {
  return (
    <Box
      role="img"
      aria-label={`The last seven days: ${week
        .map((day) => `${formatCalendarDate(day.date)}: ${day.passesUsed} passes used, ${day.payments} payments`)
        .join('; ')}`}
    >
      <BarChart
        height={180}
        skipAnimation
        margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
        xAxis={[{ scaleType: 'band', data: week.map((day) => dayLabel(day.date)), tickLabelStyle: { fontSize: 11 } }]}
        yAxis={[{ width: 32, tickMinStep: 1 }]}
        series={[
          { label: 'Passes used', data: week.map((day) => day.passesUsed), color: '#1976d2' },
          { label: 'Payments', data: week.map((day) => day.payments), color: '#2e7d32' },
        ]}
      />
    </Box>
  );
}
