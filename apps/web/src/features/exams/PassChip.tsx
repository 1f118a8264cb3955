import Chip from '@mui/material/Chip';

/** Pass (green) or fail (red) against the exam type's pass mark. */
export function PassChip({ passed }: { passed: boolean }) {
  return <Chip size="small" color={passed ? 'success' : 'error'} label={passed ? 'Pass' : 'Fail'} />;
}
