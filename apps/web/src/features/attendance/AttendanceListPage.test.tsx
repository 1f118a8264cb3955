import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AttendanceMatrix, AttendancePeriod, AttendanceSummary } from '@portal/domain';
import { answer, apiUrl, pageOf } from '../../test/api';
import { renderWithProviders } from '../../test/render';
import { server } from '../../test/server';
import AttendanceListPage from './AttendanceListPage';
import { attendanceMatrix, matrixCsv, wholeTerm } from './matrix';

/*
 * The faculty's attendance list (docs/rules.md, "Attendance"): the class's figures first, a period's
 * students only once it is opened, and the matrix a page of periods at a time.
 */

const TOTAL = 25;
const LIMIT = 20;
const students = [
  { name: 'Asha Rao', email: 'asha@college.example', studentId: 'CSE1' },
  { name: 'Bala Iyer', email: 'bala@college.example', studentId: 'CSE2' },
];

/** Period n of the term (1 the oldest), on day n of September. */
const periodOf = (n: number): AttendanceSummary => ({
  _id: `period-${n}`,
  timeStamp: `2030-09-${String(n).padStart(2, '0')}`,
  startTime: '09:00',
  endTime: '10:00',
  department: 'CSE',
  semester: 5,
  period: 'cs501',
  module: 1,
  deliveryMode: 'offline',
  topic: `Topic ${n}`,
  presentCount: 1,
  listed: 2,
  takenBy: 'Dr. Teacher',
  takenAt: '2030-09-30T04:00:00.000Z',
});

/** A page of the matrix as the server answers it: page 1 the latest 20 periods, oldest first. */
function matrixPage(page: number): AttendanceMatrix {
  const last = TOTAL - (page - 1) * LIMIT;
  const numbers = Array.from({ length: Math.max(0, Math.min(LIMIT, last)) }, (_, i) => last - i).reverse();
  return {
    periods: numbers.map((n) => {
      const { department: _d, semester: _s, period: _p, takenAt: _t, ...rest } = periodOf(n);
      return rest;
    }),
    students: [
      // Asha: present in the even periods; Bala in every one.
      {
        ...students[0]!,
        marks: numbers.map((n) => (n % 2 === 0 ? 'P' : 'A')).join(''),
        attended: 12,
        held: 25,
        percentage: 48,
      },
      { ...students[1]!, marks: 'P'.repeat(numbers.length), attended: 25, held: 25, percentage: 100 },
    ],
    totalPeriods: TOTAL,
    page,
    limit: LIMIT,
  };
}

function serve() {
  const asked = { matrix: [] as string[], periods: [] as string[] };
  server.use(
    http.get(apiUrl('faculty/attendance/matrix'), ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      asked.matrix.push(String(page));
      return answer(matrixPage(page));
    }),
    http.get(apiUrl('faculty/attendance/:id'), ({ params }) => {
      asked.periods.push(String(params.id));
      const period: AttendancePeriod = {
        ...periodOf(25),
        attendanceList: [
          { ...students[1]!, present: 'true' },
          { ...students[0]!, present: 'false' },
        ],
      };
      return answer(period);
    }),
    http.get(apiUrl('faculty/attendance'), () =>
      pageOf([periodOf(25), periodOf(24)], { page: 1, limit: LIMIT, total: TOTAL }),
    ),
  );
  return asked;
}

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/class/:className/list" element={<AttendanceListPage />} />
    </Routes>,
    { route: '/class/S5-CSE-cs501/list' },
  );

describe('the attendance list', () => {
  it("shows the class's figures first and a period's students only once it is opened by keyboard", async () => {
    const asked = serve();
    const { user } = renderPage();
    const figure = async (label: string) => (await screen.findByText(label, { exact: true })).parentElement!;
    expect(await figure('Periods')).toHaveTextContent('25');
    expect(await figure('Students')).toHaveTextContent('2');
    expect(await figure('Average')).toHaveTextContent('74%');
    expect(await figure('Below 75%')).toHaveTextContent('1');

    const period = await screen.findByRole('button', { name: /Topic 25/ });
    expect(period).toHaveTextContent('1 / 2 present');
    expect(period).toHaveAttribute('aria-expanded', 'false');
    expect(asked.periods).toEqual([]);

    period.focus();
    await user.keyboard('{Enter}');
    const opened = await screen.findByRole('region', { name: /Topic 25/ });
    expect(await within(opened).findByText('Absent (1)')).toBeInTheDocument();
    expect(within(opened).getByText('Present (1)')).toBeInTheDocument();
    expect(within(opened).getByText('Asha Rao (CSE1)')).toBeInTheDocument();
    expect(within(opened).getByText('Bala Iyer (CSE2)')).toBeInTheDocument();
    expect(asked.periods).toEqual(['period-25']);
  });

  it('pages the matrix through older periods and back, keeping the term totals', async () => {
    const asked = serve();
    const { user } = renderPage();
    expect(await screen.findByText('Periods 6–25 of 25')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Attendance of each student by date' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2 + LIMIT);
    expect(within(table).getByRole('row', { name: 'Asha Rao, below 75%' })).toHaveTextContent('48% (12/25)');
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Periods 1–5 of 25')).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('columnheader')).toHaveLength(2 + 5));
    expect(within(table).getByRole('row', { name: 'Asha Rao, below 75%' })).toHaveTextContent('48% (12/25)');
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByText('Periods 6–25 of 25')).toBeInTheDocument();
    expect(asked.matrix.slice(0, 2)).toEqual(['1', '2']);
  });

  it("exports the whole term: the pages joined, oldest period first, each student's marks in order", () => {
    const csv = matrixCsv(attendanceMatrix(wholeTerm([matrixPage(1), matrixPage(2)])));
    const [header, asha, bala] = csv.trim().split('\n');
    expect(header!.split(',')).toHaveLength(6 + TOTAL);
    expect(header!.split(',')[6]).toBe('2030-09-01 09:00');
    expect(header!.split(',').at(-1)).toBe('2030-09-25 09:00');
    const marks = (line: string) => line.split(',').slice(6).join('');
    expect(marks(asha!)).toBe(Array.from({ length: TOTAL }, (_, i) => ((i + 1) % 2 === 0 ? 'P' : 'A')).join(''));
    expect(marks(bala!)).toBe('P'.repeat(TOTAL));
  });
});
