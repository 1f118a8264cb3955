import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { MESSAGES } from '@portal/domain';
import { Loading } from '../../shell/Loading';
import { usePageTitle } from '../../shell/pageTitle';
import { useExamTypes } from './examsApi';

/** /exam (faculty): a card per exam type, each opening its exams, and Add Exams. */
export default function FacultyExamsPage() {
  usePageTitle('Exams');
  const types = useExamTypes();
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography component="h2" variant="h5">
          Exam types
        </Typography>
        <Button component={RouterLink} to="/exam/create" variant="contained" startIcon={<AddIcon />}>
          Add Exams
        </Button>
      </Stack>
      {types.isPending ? (
        <Loading />
      ) : types.isError ? (
        <Alert severity="error">{types.error.message}</Alert>
      ) : types.data.length === 0 ? (
        <Typography>{MESSAGES.noExamTypes}</Typography>
      ) : (
        <Grid container spacing={2}>
          {types.data.map((type) => (
            <Grid key={type._id} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card>
                <CardActionArea component={RouterLink} to={`/exam/${type._id}`}>
                  <CardContent>
                    <Typography component="h3" variant="h6">
                      {type.type}
                    </Typography>
                    <Typography color="text.secondary">
                      Max mark {type.maxMark} · Pass mark {type.passMark}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </Stack>
  );
}
