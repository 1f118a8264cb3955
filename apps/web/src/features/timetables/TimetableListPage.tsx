import { Link as RouterLink, useNavigate } from 'react-router';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MESSAGES, SERVER_MESSAGES, semesterLabel, type TimetableSummary } from '@portal/domain';
import { useConfirmedDelete } from '../../shell/useConfirmedDelete';
import { formatDate } from '../../shell/dates';
import { Loading } from '../../shell/Loading';
import { usePageTitle } from '../../shell/pageTitle';
import { useDeleteTimetable, useTimetables } from './timetableApi';

/** /timetable: every class's timetable; a row opens it, its delete icon asks first. */
export default function TimetableListPage() {
  usePageTitle('Timetable');
  const navigate = useNavigate();
  const timetables = useTimetables();
  const { ask: askDelete, dialog: deleteDialog } = useConfirmedDelete<TimetableSummary>(
    useDeleteTimetable(),
    SERVER_MESSAGES.timetableDeleted,
  );
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Typography component="h2" variant="h5">
          Timetables
        </Typography>
        <Button component={RouterLink} to="/timetable/new" variant="contained" startIcon={<AddIcon />}>
          Add Timetable
        </Button>
      </Stack>
      {timetables.isPending ? (
        <Loading label="Loading timetables" />
      ) : !timetables.data?.length ? (
        <Typography sx={{ py: 4, textAlign: 'center' }}>{MESSAGES.noTimetables}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Timetables">
            <TableHead>
              <TableRow>
                <TableCell>Class</TableCell>
                <TableCell>Periods a week</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Updated</TableCell>
                <TableCell align="right">Delete</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {timetables.data.map((row) => (
                <TableRow
                  key={row._id}
                  hover
                  sx={{ cursor: 'pointer' }}
                  onClick={() => void navigate(`/timetable/${row._id}`)}
                >
                  <TableCell>
                    <RouterLink to={`/timetable/${row._id}`} onClick={(event) => event.stopPropagation()}>
                      {semesterLabel(row.semester)} {row.department}
                    </RouterLink>
                  </TableCell>
                  <TableCell>{row.periods}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{formatDate(row.updatedAt)}</TableCell>
                  <TableCell align="right">
                    <IconButton
                      aria-label={`Delete the timetable of ${semesterLabel(row.semester)} ${row.department}`}
                      color="error"
                      size="small"
                      onClick={(event) => {
                        event.stopPropagation();
                        askDelete(row);
                      }}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {deleteDialog}
    </Paper>
  );
}
