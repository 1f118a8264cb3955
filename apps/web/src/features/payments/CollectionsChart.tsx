import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatRupees, type PaymentType } from '@portal/domain';
import { todayInInstitute } from '../../shell/dates';
import { collectionOf } from './CollectionsTable';

/** Collected and still owed, per payment type, in rupees (its own chunk: the chart library is large). */
export default function CollectionsChart({ types }: { types: PaymentType[] }) {
  const today = todayInInstitute();
  const collections = types.map((type) => collectionOf(type, today));
  return (
    <Box
      role="img"
      aria-label={types
        .map(
          (type, index) =>
            `${type.type}: ${formatRupees(collections[index]!.paidAmount)} collected, ${formatRupees(collections[index]!.dueAmount)} due`,
        )
        .join('; ')}
    >
      <BarChart
        height={300}
        skipAnimation
        xAxis={[
          {
            scaleType: 'band',
            data: types.map((type) => type.type),
            height: 56,
            tickLabelInterval: () => true,
            tickLabelStyle: { angle: -30, textAnchor: 'end', fontSize: 11 },
          },
        ]}
        yAxis={[
          {
            width: 70,
            valueFormatter: (value: number) =>
              value >= 100_000
                ? `₹${(value / 100_000).toFixed(1)}L`
                : value > 0
                  ? `₹${Math.round(value / 1000)}k`
                  : '₹0',
          },
        ]}
        series={[
          {
            label: 'Collected',
            data: collections.map((collection) => collection.paidAmount),
            stack: 'total',
            color: '#2e7d32',
            valueFormatter: (value) => formatRupees(value ?? 0),
          },
          {
            label: 'Due',
            data: collections.map((collection) => collection.dueAmount),
            stack: 'total',
            color: '#ed6c02',
            valueFormatter: (value) => formatRupees(value ?? 0),
          },
        ]}
      />
    </Box>
  );
}
