import { Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { MESSAGES, type Department } from '@portal/domain';
import { TimetableView } from '../../kit/timetable/TimetableView';
import { useClassTimetable } from '../../kit/timetable/timetableApi';
import { Loading } from '../../shell/Loading';
import { ClassExams } from '../exams';

function ClassTimetable({ department, semester }: { department: Department; semester: number }) {
  const timetable = useClassTimetable(department, semester);
  if (timetable.isPending) return <Loading />;
  if (timetable.isError) return <Alert severity="error">{timetable.error.message}</Alert>;
  if (!timetable.data) return <Typography>{MESSAGES.timetableNotFound}</Typography>;
  return <TimetableView days={timetable.data.periodTimings} />;
}

/**
 * The faculty's class dashboard at /departments/{dept}/{sem}: the class's exams with their
 * statistics and its timetable. Discussions and Notes are not built yet (docs/choices.md).
 */
export function ClassDashboard({ department, semester }: { department: Department; semester: number }) {
  const [tab, setTab] = useState(0);
  return (
    <Box>
      <Tabs value={tab} onChange={(_, value: number) => setTab(value)} aria-label="Class dashboard" variant="scrollable">
        <Tab label="Marks" id="class-tab-0" aria-controls="class-panel-0" />
        <Tab label="Timetable" id="class-tab-1" aria-controls="class-panel-1" />
      </Tabs>
      <Box role="tabpanel" id={`class-panel-${tab}`} aria-labelledby={`class-tab-${tab}`} sx={{ pt: 2 }}>
        {tab === 0 ? (
          <Suspense fallback={<Loading />}>
            <ClassExams department={department} semester={semester} />
          </Suspense>
        ) : (
          <ClassTimetable department={department} semester={semester} />
        )}
      </Box>
    </Box>
  );
}
