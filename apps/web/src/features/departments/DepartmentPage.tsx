import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { DEPARTMENT_NAMES, SEMESTERS, semesterLabel, yearLabel, yearOfSemester, type Department } from '@portal/domain';
import { usePageTitle } from '../../shell/pageTitle';
import { InvalidLink } from './InvalidLink';
import { classPath, departmentOf } from './departmentLink';

function Semesters({ department }: { department: Department }) {
  usePageTitle(department);
  return (
    <section aria-labelledby="semesters-heading">
      <Typography id="semesters-heading" component="h2" variant="h5" gutterBottom>
        {DEPARTMENT_NAMES[department]}
      </Typography>
      <Grid container spacing={2}>
        {SEMESTERS.map((semester) => (
          <Grid key={semester} size={{ xs: 6, sm: 3 }}>
            <Card variant="outlined">
              <CardActionArea component={RouterLink} to={classPath(department, semester)}>
                <CardContent>
                  <Typography component="h3" variant="h6">
                    {semesterLabel(semester)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {yearLabel(yearOfSemester(semester))} year
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </section>
  );
}

/** /departments/{department}: the department's semesters S1-S8, each a link to its class. */
export default function DepartmentPage() {
  const department = departmentOf(useParams().department);
  return department ? <Semesters department={department} /> : <InvalidLink />;
}
