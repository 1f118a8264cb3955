import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { Link as RouterLink } from 'react-router';
import { MESSAGES } from '@portal/domain';
import { Loading } from '../../shell/Loading';
import { failureMessage } from '../../shell/failure';
import { usePageTitle } from '../../shell/pageTitle';
import { useCategories } from './feedbackApi';

/** /feedback/feedbacktype (admin): the categories, each opening its results. */
export default function CategoryListPage() {
  usePageTitle('Feedback results');
  const categories = useCategories();
  if (categories.isPending) return <Loading label="Loading the categories" />;
  if (categories.isError) return <Alert severity="error">{failureMessage(categories.error, MESSAGES.error)}</Alert>;
  if (categories.data.length === 0) return <Alert severity="info">{MESSAGES.noDataFound}</Alert>;
  return (
    <Paper sx={{ maxWidth: 720 }}>
      <List aria-label="Feedback categories">
        {/* A list holds only list items, which screen readers count and announce: each link sits in one. */}
        {categories.data.map((category) => (
          <ListItem key={category._id} disablePadding>
            <ListItemButton component={RouterLink} to={`/feedback/feedbacktype/${category._id}`}>
              <ListItemText primary={category.category} secondary={`${category.questions.length} questions`} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
