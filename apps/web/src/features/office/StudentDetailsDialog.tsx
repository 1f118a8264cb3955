import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DEPARTMENT_NAMES, yearLabel, type DirectoryStudent } from '@portal/domain';
import { displayName } from '../../kit/users/columns';
import { Loading } from '../../shell/Loading';
import { StudentFeeStatus } from '../payments';

const parent = (contact: { name?: string; mobile?: string } | undefined) =>
  [contact?.name, contact?.mobile].filter((part) => part && part.trim() !== '').join(', ');

/** A student's details as the office reads them: nothing here can be changed. */
export function StudentDetailsDialog({ student, onClose }: { student: DirectoryStudent; onClose: () => void }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const rows: [string, string][] = [
    ['Name', displayName(student)],
    ['E-mail', student.email],
    ['Mobile', student.mobile ?? ''],
    ['Department', student.department ? `${student.department} · ${DEPARTMENT_NAMES[student.department]}` : ''],
    ['Year', yearLabel(student.currentYear)],
    ['Student ID', student.studentId ?? ''],
    ['Roll no', student.rollNo ?? ''],
    ['Passout year', student.passoutYear ? String(student.passoutYear) : ''],
    ['Address', student.address ?? ''],
    ['Blood group', student.bloodGroup ?? ''],
    ['Father', parent(student.parentDetails.father)],
    ['Mother', parent(student.parentDetails.mother)],
  ];
  const titleId = `student-${student._id}`;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle id={titleId}>{displayName(student)}</DialogTitle>
      {/* Focusable: with the fees below, the details may scroll on a phone. */}
      <DialogContent tabIndex={0} role="region" aria-label={`Details of ${displayName(student)}`}>
        <Grid container component="dl" spacing={1} sx={{ m: 0 }}>
          {rows.map(([label, value]) => (
            <Grid key={label} container size={12} spacing={1}>
              <Grid size={{ xs: 12, sm: 4 }} component="dt">
                <Typography variant="body2" color="text.secondary">
                  {label}
                </Typography>
              </Grid>
              <Grid size={{ xs: 12, sm: 8 }} component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                <Typography variant="body2">{value || '—'}</Typography>
              </Grid>
            </Grid>
          ))}
        </Grid>
        <Typography component="h3" variant="subtitle1" sx={{ mt: 3 }}>
          Fees
        </Typography>
        <Suspense fallback={<Loading label="Loading the fees" />}>
          <StudentFeeStatus studentId={student._id} />
        </Suspense>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
