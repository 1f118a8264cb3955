import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { MESSAGES } from '@portal/domain';
import { Loading } from '../../shell/Loading';
import { failureMessage } from '../../shell/failure';
import { usePageTitle } from '../../shell/pageTitle';
import { useStudentCategories } from './feedbackApi';

/** /feedback (student): the feedback categories, each opening the teachers of the student's class. */
export default function StudentCategoriesPage() {
  usePageTitle('Feedback');
  const categories = useStudentCategories();
  if (categories.isPending) return <Loading label="Loading the categories" />;
  if (categories.isError) return <Alert severity="error">{failureMessage(categories.error, MESSAGES.error)}</Alert>;
  if (categories.data.length === 0) return <Alert severity="info">{MESSAGES.noDataFound}</Alert>;
  return (
    <Grid container spacing={2}>
      {categories.data.map((category) => (
        <Grid key={category._id} size={{ xs: 12, sm: 6, md: 4 }}>
          <Card variant="outlined">
            <CardActionArea component={RouterLink} to={`/feedback/${category._id}`}>
              <CardContent>
                <Typography component="h2" variant="h6">
                  {category.category}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {category.questions.length} questions about each of your teachers
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
