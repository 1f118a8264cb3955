import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ExamResults } from '@portal/domain';

/** An exam's marks per band as bars (its own chunk: the chart library is large); the figures say the same in words. */
export default function DistributionChart({ distribution }: { distribution: ExamResults['distribution'] }) {
  return (
    <Box
      role="img"
      aria-label={`Students per band of marks: ${distribution
        .map((band) => `${band.from} to ${band.to}: ${band.count}`)
        .join('; ')}`}
    >
      <BarChart
        height={260}
        skipAnimation
        xAxis={[
          {
            scaleType: 'band',
            data: distribution.map((band) => `${band.from}-${band.to}`),
            label: 'Marks',
            tickLabelStyle: { fontSize: 11 },
          },
        ]}
        yAxis={[{ label: 'Students', width: 50, tickMinStep: 1 }]}
        series={[{ data: distribution.map((band) => band.count), label: 'Students', color: '#1976d2' }]}
        hideLegend
      />
    </Box>
  );
}
