import Chip from '@mui/material/Chip';
import type { MarkState } from '@portal/domain';

/** Pass (green) or fail (red) against the exam type's pass mark. */
export function PassChip({ passed }: { passed: boolean }) {
  return <Chip size="small" color={passed ? 'success' : 'error'} label={passed ? 'Pass' : 'Fail'} />;
}

/**
 * A student's result in one exam (docs/rules.md, "Exams and marks"): pass or fail for a mark; none
 * for a student absent or not entered yet (the mark's cell says which), who neither passed nor failed.
 */
export function ResultChip({ state, passed }: { state: MarkState; passed: boolean | null }) {
  return state === 'marked' ? <PassChip passed={passed === true} /> : null;
}

/** What a mark cell says: '45 / 50', 'Absent' or 'Not entered yet'. */
export const markText = (state: MarkState, marks: number | null, maxMark: number): string =>
  state === 'marked' ? `${marks} / ${maxMark}` : state === 'absent' ? 'Absent' : 'Not entered yet';

/** Tighter cells on a phone, so a marks table keeps to the screen's width. */
export const NARROW_CELLS = { '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } } as const;
