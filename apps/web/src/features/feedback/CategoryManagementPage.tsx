import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { MESSAGES, feedbackCategoryForm, type FeedbackCategory, type FeedbackCategoryForm } from '@portal/domain';
import { FeatureSwitch } from '../../kit/settings/FeatureSwitch';
import { ConfirmDialog } from '../../shell/ConfirmDialog';
import { Loading } from '../../shell/Loading';
import { failureMessage } from '../../shell/failure';
import { fieldError } from '../../shell/fieldError';
import { notify } from '../../shell/notify';
import { usePageTitle } from '../../shell/pageTitle';
import { AddQuestionsDialog } from './AddQuestionsDialog';
import { RenameCategoryDialog } from './RenameCategoryDialog';
import { useAddCategory, useCategories, useDeleteCategory } from './feedbackApi';

/** The form that adds a category: 'Cannot be empty' for a blank name, 'Category added' when saved. */
function AddCategoryForm() {
  const add = useAddCategory();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FeedbackCategoryForm>({ resolver: zodResolver(feedbackCategoryForm), defaultValues: { category: '' } });
  const submit = handleSubmit(({ category }) =>
    add.mutate(category, {
      onSuccess: () => {
        notify.success(MESSAGES.categoryAdded);
        reset();
      },
      onError: (error) => notify.error(failureMessage(error, MESSAGES.error)),
    }),
  );
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'flex-start' } }}
      aria-label="New category"
    >
      <TextField
        {...register('category')}
        label="New category"
        fullWidth
        size="small"
        {...fieldError(errors.category)}
      />
      <Button type="submit" variant="contained" startIcon={<AddIcon />} loading={add.isPending} sx={{ flexShrink: 0 }}>
        Add category
      </Button>
    </Stack>
  );
}

/** One category: its questions, and renaming, adding questions, results and deleting. */
function CategoryCard({ category }: { category: FeedbackCategory }) {
  const [dialog, setDialog] = useState<'rename' | 'questions' | 'delete' | null>(null);
  const remove = useDeleteCategory();
  const confirmDelete = () =>
    remove.mutate(category._id, {
      onSuccess: (answer) => {
        notify.success(answer.msg || `${category.category}${MESSAGES.categoryDeleted}`);
        setDialog(null);
      },
      onError: (error) => notify.error(failureMessage(error, MESSAGES.error)),
    });
  const headingId = `category-${category._id}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography id={headingId} component="h3" variant="h6" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
            {category.category}
          </Typography>
          <IconButton aria-label={`Rename ${category.category}`} onClick={() => setDialog('rename')}>
            <EditIcon />
          </IconButton>
          <IconButton aria-label={`Delete ${category.category}`} onClick={() => setDialog('delete')}>
            <DeleteIcon />
          </IconButton>
        </Stack>
        {category.questions.length ? (
          <ol style={{ margin: 0, paddingInlineStart: '1.5rem' }}>
            {category.questions.map((question) => (
              <li key={question._id}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {question.question}
                </Typography>
              </li>
            ))}
          </ol>
        ) : (
          <Typography variant="body2" color="text.secondary">
            No questions yet: students see this category once it has some.
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button startIcon={<AddIcon />} onClick={() => setDialog('questions')}>
          Add questions
        </Button>
        <Button component={RouterLink} to={`/feedback/feedbacktype/${category._id}`}>
          Results
        </Button>
      </CardActions>
      <RenameCategoryDialog category={category} open={dialog === 'rename'} onClose={() => setDialog(null)} />
      <AddQuestionsDialog category={category} open={dialog === 'questions'} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={dialog === 'delete'}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDialog(null)}
      />
    </Card>
  );
}

/** /feedback (admin): the feature's switch, the categories and their questions. */
export default function CategoryManagementPage() {
  usePageTitle('Feedback');
  const categories = useCategories();
  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      <Paper sx={{ p: 2 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <FeatureSwitch feature="feedback" />
          <Button component={RouterLink} to="/feedback/feedbacktype" variant="outlined">
            Results by category
          </Button>
        </Stack>
      </Paper>
      <Paper sx={{ p: 2 }}>
        <AddCategoryForm />
      </Paper>
      {categories.isPending ? (
        <Loading label="Loading the categories" />
      ) : categories.isError ? (
        <Alert severity="error">{failureMessage(categories.error, MESSAGES.error)}</Alert>
      ) : categories.data.length === 0 ? (
        <Alert severity="info">{MESSAGES.noDataFound}</Alert>
      ) : (
        categories.data.map((category) => <CategoryCard key={category._id} category={category} />)
      )}
    </Stack>
  );
}
