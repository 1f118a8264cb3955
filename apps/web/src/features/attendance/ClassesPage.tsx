import Alert from '@mui/material/Alert';
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
import { useFacultyClasses } from './attendanceApi';

/** /class: a card per class (subject) the member teaches, each opening its attendance. */
export default function ClassesPage() {
  usePageTitle('My Classes');
  const classes = useFacultyClasses();
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h5">
        My classes
      </Typography>
      {classes.isPending ? (
        <Loading />
      ) : classes.isError ? (
        <Alert severity="error">{classes.error.message}</Alert>
      ) : classes.data.length === 0 ? (
        <Typography>{MESSAGES.noClasses}</Typography>
      ) : (
        <Grid container spacing={2}>
          {classes.data.map((row) => (
            <Grid key={row.className} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card>
                <CardActionArea component={RouterLink} to={`/class/${row.className}`}>
                  <CardContent>
                    <Typography component="h3" variant="h6">
                      {row.className}
                    </Typography>
                    <Typography color="text.secondary">{row.subject.name}</Typography>
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
