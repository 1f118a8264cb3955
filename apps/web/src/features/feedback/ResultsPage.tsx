import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useState } from 'react';
import { useParams } from 'react-router';
import {
  DEPARTMENTS,
  FEEDBACK_ANSWERS,
  FEEDBACK_LABELS,
  FEEDBACK_MIN_ANSWERS_SHOWN,
  MESSAGES,
  YEARS,
  YEAR_LABELS,
  answerDistribution,
  averageScore,
  type Department,
  type FeedbackResultsQuery,
} from '@portal/domain';
import { Loading } from '../../shell/Loading';
import { failureMessage } from '../../shell/failure';
import { usePageTitle } from '../../shell/pageTitle';
import { useCategoryValidity, useResults } from './feedbackApi';

/** One question's average on the 1-5 scale and how the answers spread over it. */
function QuestionResult({ question, answers, index }: { question: string; answers: string[]; index: number }) {
  const average = averageScore(answers);
  const spread = answerDistribution(answers);
  return (
    <Stack spacing={0.5} component="li" sx={{ listStyle: 'none' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography variant="body1" sx={{ overflowWrap: 'anywhere' }}>
          {index + 1}. {question}
        </Typography>
        <Typography variant="body1" sx={{ flexShrink: 0, fontWeight: 600 }}>
          {average === null ? '-' : `${average.toFixed(1)} / 5`}
        </Typography>
      </Stack>
      <BarChart
        height={140}
        layout="horizontal"
        margin={{ left: 0, right: 16, top: 4, bottom: 4 }}
        yAxis={[{ scaleType: 'band', data: FEEDBACK_ANSWERS.map((answer) => FEEDBACK_LABELS[answer]), width: 120 }]}
        xAxis={[{ tickMinStep: 1 }]}
        series={[{ data: FEEDBACK_ANSWERS.map((answer) => spread[answer]), label: 'Answers', color: '#1976d2' }]}
        hideLegend
        aria-label={`How students answered: ${FEEDBACK_ANSWERS.map((answer) => `${FEEDBACK_LABELS[answer]} ${spread[answer]}`).join(', ')}`}
      />
    </Stack>
  );
}

function ClassResults({ categoryId, query }: { categoryId: string; query: FeedbackResultsQuery }) {
  const results = useResults(categoryId, query);
  if (results.isPending) return <Loading label="Loading the results" />;
  if (results.isError) return <Alert severity="error">{failureMessage(results.error, MESSAGES.error)}</Alert>;
  const keys = Object.keys(results.data.counts);
  if (keys.length === 0) return <Alert severity="info">{MESSAGES.noDataFound}</Alert>;
  return (
    <Stack spacing={2}>
      {keys.map((key) => {
        const teacher = results.data.teachers[key];
        const count = results.data.counts[key] ?? 0;
        const questions = results.data.data[key] ?? [];
        const headingId = `result-${key}`;
        return (
          <Card key={key} variant="outlined" component="section" aria-labelledby={headingId}>
            <CardContent>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
                <Typography id={headingId} component="h3" variant="h6" sx={{ flexGrow: 1 }}>
                  {teacher?.name ?? key.split('--')[0]}: {teacher?.subject ?? key.split('--')[1]}
                </Typography>
                <Chip label={`${count} ${count === 1 ? 'answer' : 'answers'}`} size="small" />
              </Stack>
              {count < FEEDBACK_MIN_ANSWERS_SHOWN ? (
                <Typography variant="body2" color="text.secondary">
                  Results show once {FEEDBACK_MIN_ANSWERS_SHOWN} students have answered, so that nobody can be told
                  apart.
                </Typography>
              ) : (
                <Stack component="ol" spacing={2} sx={{ p: 0, m: 0 }}>
                  {questions.map(([question, ...answers], index) => (
                    <QuestionResult key={`${key}-${index}`} question={question ?? ''} answers={answers} index={index} />
                  ))}
                </Stack>
              )}
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}

/** /feedback/feedbacktype/{id} (admin): a category's results for one class, per teacher and subject. */
export default function ResultsPage() {
  const categoryId = useParams().id ?? '';
  const validity = useCategoryValidity(categoryId);
  usePageTitle(validity.data ? `Feedback: ${validity.data.category}` : 'Feedback results');
  const [query, setQuery] = useState<FeedbackResultsQuery>({ department: 'CSE', currentYear: 3 });
  if (validity.isPending) return <Loading label="Loading the category" />;
  if (validity.isError) return <Alert severity="error">{failureMessage(validity.error, MESSAGES.noDataFound)}</Alert>;
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Paper sx={{ p: 2 }}>
        <Stack direction="row" spacing={2}>
          <TextField
            select
            label="Department"
            size="small"
            value={query.department}
            onChange={(event) => setQuery({ ...query, department: event.target.value as Department })}
            sx={{ minWidth: 130 }}
          >
            {DEPARTMENTS.map((department) => (
              <MenuItem key={department} value={department}>
                {department}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Year"
            size="small"
            value={query.currentYear}
            onChange={(event) => setQuery({ ...query, currentYear: Number(event.target.value) })}
            sx={{ minWidth: 130 }}
          >
            {YEARS.map((year) => (
              <MenuItem key={year} value={year}>
                {YEAR_LABELS[year]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Paper>
      <ClassResults categoryId={categoryId} query={query} />
    </Stack>
  );
}
