import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
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
import {
  COURSE_TYPE_LABELS,
  DEPARTMENTS,
  MESSAGES,
  SERVER_MESSAGES,
  semesterLabel,
  type Subject,
} from '@portal/domain';
import { useConfirmedDelete } from '../../shell/useConfirmedDelete';
import { Loading } from '../../shell/Loading';
import { usePageTitle } from '../../shell/pageTitle';
import { ClassFilter } from './ClassFilter';
import { EditSubjectDialog } from './EditSubjectDialog';
import { useDeleteSubject, useSubjects } from './subjectsApi';

/** /subjects: every subject, filtered by department and semester, with edit and delete. */
export default function SubjectsPage() {
  usePageTitle('Subjects');
  const [params, setParams] = useSearchParams();
  const department = params.get('department') ?? '';
  const semester = Number(params.get('semester')) || '';
  const subjects = useSubjects({
    department: DEPARTMENTS.find((name) => name === department),
    semester: semester || undefined,
  });
  const [editing, setEditing] = useState<Subject | null>(null);
  const { ask: askDelete, dialog: deleteDialog } = useConfirmedDelete<Subject>(
    useDeleteSubject(),
    SERVER_MESSAGES.subjectDeleted,
  );

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Typography component="h2" variant="h5">
          Subjects
        </Typography>
        <Button component={RouterLink} to="/subject/new" variant="contained" startIcon={<AddIcon />}>
          New Subject
        </Button>
      </Stack>
      <ClassFilter
        department={department}
        semester={semester}
        onChange={(next) => {
          const query: Record<string, string> = {};
          if (next.department) query.department = next.department;
          if (next.semester) query.semester = String(next.semester);
          setParams(query, { replace: true });
        }}
      />
      {subjects.isPending ? (
        <Loading label="Loading subjects" />
      ) : !subjects.data?.length ? (
        <Typography sx={{ py: 4, textAlign: 'center' }}>{MESSAGES.noSubjects}</Typography>
      ) : (
        <TableContainer sx={{ mt: 2 }}>
          <Table size="small" aria-label="Subjects">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Code</TableCell>
                <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>Type</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Class</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Taught by</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {subjects.data.map((subject) => (
                <TableRow key={subject._id}>
                  <TableCell>{subject.name}</TableCell>
                  <TableCell>{subject.code}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>
                    {COURSE_TYPE_LABELS[subject.courseType]}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {semesterLabel(subject.semester)} {subject.department}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {subject.taughtBy.name || subject.taughtBy.email}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton aria-label={`Edit ${subject.code}`} onClick={() => setEditing(subject)} size="small">
                      <EditIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      aria-label={`Delete ${subject.code}`}
                      onClick={() => askDelete(subject)}
                      size="small"
                      color="error"
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
      {editing && <EditSubjectDialog key={editing._id} subject={editing} onClose={() => setEditing(null)} />}
      {deleteDialog}
    </Paper>
  );
}
