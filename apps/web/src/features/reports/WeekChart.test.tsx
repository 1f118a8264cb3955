import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GlanceDay } from '@portal/domain';
import { WeekChart, barHeight } from './WeekChart';

/* The glance's week (docs/rules.md, "Reports"): two rows of seven bars, each on its own scale. */

const week: GlanceDay[] = [
  { date: '2026-11-20', passesUsed: 0, payments: 12, amount: 600000 },
  { date: '2026-11-21', passesUsed: 2, payments: 30, amount: 1500000 },
  { date: '2026-11-22', passesUsed: 4, payments: 0, amount: 0 },
  { date: '2026-11-23', passesUsed: 1, payments: 6, amount: 300000 },
  { date: '2026-11-24', passesUsed: 0, payments: 15, amount: 750000 },
  { date: '2026-11-25', passesUsed: 3, payments: 1, amount: 50000 },
  { date: '2026-11-26', passesUsed: 2, payments: 9, amount: 450000 },
];

describe('the week on the glance', () => {
  it('says every day of the week in words, and draws each figure on its own scale', () => {
    const { container } = render(<WeekChart week={week} />);
    const chart = screen.getByRole('img', { name: /^The last seven days: / });
    expect(chart).toHaveAccessibleName(expect.stringContaining('Sun 22 Nov 2026: 4 passes used, 0 payments'));
    expect(chart).toHaveAccessibleName(expect.stringContaining('Thu 26 Nov 2026: 2 passes used, 9 payments'));

    const heights = [...container.querySelectorAll<HTMLElement>('[data-bar]')].map(
      (bar) => getComputedStyle(bar).height,
    );
    // The passes' tallest day (4) and the payments' (30) both reach the top; a zero has no bar.
    expect(heights.slice(0, 7)).toEqual(['0px', '55px', '110px', '28px', '0px', '83px', '55px']);
    expect(heights.slice(7)).toEqual(['44px', '110px', '0px', '22px', '55px', '4px', '33px']);
    expect(screen.getAllByText((_, element) => element?.textContent === 'Sun22')).toHaveLength(2);
  });

  it('keeps a day with few next to a day with many visible, and an empty week flat', () => {
    expect(barHeight(1, 1000)).toBe(2);
    expect(barHeight(0, 0)).toBe(0);
    expect(barHeight(3, 3)).toBe(110);
  });
});
