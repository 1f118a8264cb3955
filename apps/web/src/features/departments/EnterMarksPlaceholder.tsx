import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../shell/pageTitle';

/** /departments/{dept}/{sem}/entermarks: a placeholder card; marks are entered from Exams. */
export default function EnterMarksPlaceholder() {
  usePageTitle('Enter Marks');
  return (
    <Card sx={{ maxWidth: 480 }}>
      <CardContent>
        <Typography component="h2" variant="h6">
          Enter marks
        </Typography>
        <Typography color="text.secondary">Marks are entered for each exam from the Exams page.</Typography>
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to="/exam">
          Go to Exams
        </Button>
      </CardActions>
    </Card>
  );
}
