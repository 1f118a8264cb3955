import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import { MESSAGES } from '@portal/domain';
import { Loading } from '../../shell/Loading';
import { failureMessage } from '../../shell/failure';
import { usePageTitle } from '../../shell/pageTitle';
import { FeedbackFormDialog } from './FeedbackFormDialog';
import { useDone, useMyTeachers, useStudentCategories, type TeacherEntry } from './feedbackApi';

/** The first letter of a name, past a title such as Dr. or Prof. */
const initialOf = (name: string): string =>
  name
    .replace(/^(dr|prof|mr|mrs|ms)\.?\s+/i, '')
    .charAt(0)
    .toUpperCase();

/** /feedback/{id} (student): a card per teacher and subject of the class; answered ones are marked done. */
export default function TeacherCardsPage() {
  const categoryId = useParams().id ?? '';
  const categories = useStudentCategories();
  const category = categories.data?.find((entry) => entry._id === categoryId);
  usePageTitle(category ? category.category : 'Feedback');
  const teachers = useMyTeachers();
  const done = useDone(categoryId);
  const [chosen, setChosen] = useState<TeacherEntry | null>(null);

  if (teachers.isPending || done.isPending || categories.isPending) return <Loading label="Loading your teachers" />;
  const failure = teachers.error ?? done.error ?? categories.error;
  if (failure) return <Alert severity="error">{failureMessage(failure, MESSAGES.error)}</Alert>;
  if (!category || !teachers.data || !done.data) return <Alert severity="error">{MESSAGES.invalidLink}</Alert>;
  const answeredList = done.data;
  if (teachers.data.length === 0) return <Alert severity="info">{MESSAGES.noDataFound}</Alert>;
  const isDone = (teacher: TeacherEntry) =>
    answeredList.some((entry) => entry.faculty === teacher.taughtBy.email && entry.code === teacher.code);

  return (
    <>
      <Typography variant="body1" sx={{ mb: 2 }}>
        Your answers are anonymous: results never show who gave them.
      </Typography>
      <Grid container spacing={2}>
        {teachers.data.map((teacher) => {
          const answered = isDone(teacher);
          const header = (
            <CardHeader
              avatar={<Avatar aria-hidden>{initialOf(teacher.taughtBy.name)}</Avatar>}
              title={teacher.name}
              subheader={`${teacher.taughtBy.name} · ${teacher.code.toUpperCase()}`}
              action={
                answered ? <Chip icon={<CheckCircleIcon />} label="Done" color="success" size="small" /> : undefined
              }
              slotProps={{ title: { component: 'h2', variant: 'subtitle1' } }}
            />
          );
          return (
            <Grid key={`${teacher.taughtBy.email}-${teacher.code}`} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card variant="outlined">
                {answered ? header : <CardActionArea onClick={() => setChosen(teacher)}>{header}</CardActionArea>}
              </Card>
            </Grid>
          );
        })}
      </Grid>
      {chosen && <FeedbackFormDialog categoryId={categoryId} teacher={chosen} onClose={() => setChosen(null)} />}
    </>
  );
}
