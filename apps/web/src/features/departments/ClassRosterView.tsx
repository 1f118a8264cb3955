import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { MESSAGES, semesterLabel, yearLabel, type Department, type User } from '@portal/domain';
import { Loading } from '../../shell/Loading';
import { failureMessage } from '../../shell/failure';
import { displayName, listColumns } from '../../kit/users/columns';
import { useClassRoster } from './departmentsApi';

const { name, email, rollNo, passout } = listColumns<User>();
const COLUMNS: GridColDef<User>[] = [name, email, rollNo(), passout];

function People({ title, people }: { title: string; people: User[] }) {
  const id = `people-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, height: '100%' }}>
      <Typography id={id} component="h3" variant="subtitle1">
        {title}
      </Typography>
      {people.length === 0 ? (
        <Typography color="text.secondary">None assigned</Typography>
      ) : (
        <List dense disablePadding>
          {people.map((person) => (
            <ListItem key={person._id} disableGutters>
              <ListItemText primary={displayName(person)} secondary={person.email} sx={{ overflowWrap: 'anywhere' }} />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}

/**
 * A class as the admin sees it: its advisors, the department's HODs and its students. The server
 * says whether the semester is its year's this term; when it is not, a note says which is.
 */
export function ClassRosterView({ department, semester }: { department: Department; semester: number }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const roster = useClassRoster(department, semester);
  if (roster.isPending) return <Loading label="Loading the class" />;
  if (roster.isError) return <Alert severity="error">{failureMessage(roster.error, MESSAGES.error)}</Alert>;
  const { year, current, advisors, hods, students } = roster.data;
  // A year's two semesters are 2y-1 and 2y: the other one is its semester this term.
  const now = semester % 2 === 1 ? semester + 1 : semester - 1;
  return (
    <Grid container spacing={2}>
      {!current && (
        <Grid size={12}>
          <Alert severity="info">
            {semesterLabel(semester)} is not this term&apos;s semester: the {yearLabel(year).toLowerCase()} years are in{' '}
            {semesterLabel(now)} now.
          </Alert>
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6 }}>
        <People title="Advisors" people={advisors} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <People title={hods.length === 1 ? 'HOD' : 'HODs'} people={hods} />
      </Grid>
      <Grid size={12} sx={{ minWidth: 0 }}>
        <Typography component="h3" variant="subtitle1" gutterBottom>
          Students ({students.length})
        </Typography>
        <DataGrid
          aria-label={`Students of ${department} ${semesterLabel(semester)}`}
          rows={students}
          getRowId={(row) => row._id}
          columns={COLUMNS}
          columnVisibilityModel={phone ? { email: false, passoutYear: false } : {}}
          initialState={{ pagination: { paginationModel: { pageSize: 20, page: 0 } } }}
          pageSizeOptions={[10, 20, 50, 100]}
          localeText={{ noRowsLabel: MESSAGES.noDataFound }}
          disableRowSelectionOnClick
          autoHeight
          density={phone ? 'compact' : 'standard'}
        />
      </Grid>
    </Grid>
  );
}
