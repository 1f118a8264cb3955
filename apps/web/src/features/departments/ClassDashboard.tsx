import { Suspense, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { MESSAGES, type Department } from '@portal/domain';
import { DiscussionBoard } from '../../kit/discussion/DiscussionBoard';
import { ResourceCards } from '../../kit/resources/ResourceCards';
import { TimetableView } from '../../kit/timetables/TimetableView';
import { useClassTimetable } from '../../kit/timetables/timetableApi';
import { Loading } from '../../shell/Loading';
import { ClassAttendanceLinks } from '../attendance';
import { ClassExams } from '../exams';

function ClassTimetable({ department, semester }: { department: Department; semester: number }) {
  const timetable = useClassTimetable(department, semester);
  if (timetable.isPending) return <Loading />;
  if (timetable.isError) return <Alert severity="error">{timetable.error.message}</Alert>;
  if (!timetable.data) return <Typography>{MESSAGES.timetableNotFound}</Typography>;
  return <TimetableView days={timetable.data.periodTimings} />;
}

type ClassProps = { department: Department; semester: number };

/** The tabs in the order of docs/rules.md: Discussions (the first shown), Marks, Notes, then the timetable. */
const TABS: { label: string; panel: (props: ClassProps) => ReactNode }[] = [
  { label: 'Discussions', panel: ({ department, semester }) => <DiscussionBoard of={{ department, semester }} /> },
  { label: 'Marks', panel: (props) => <ClassExams {...props} /> },
  { label: 'Notes', panel: (props) => <ResourceCards filter={props} empty="No course resources for this class yet" /> },
  { label: 'Timetable', panel: (props) => <ClassTimetable {...props} /> },
];

/**
 * The faculty's class dashboard at /departments/{dept}/{sem} (docs/rules.md, "Dashboards"): the
 * attendance of the subjects the member teaches in the class, then the class's discussions, its
 * exams with their statistics, its course resources and its timetable.
 */
export function ClassDashboard({ department, semester }: ClassProps) {
  const [tab, setTab] = useState(0);
  return (
    <Box>
      <Suspense fallback={null}>
        <ClassAttendanceLinks department={department} semester={semester} />
      </Suspense>
      <Tabs
        value={tab}
        onChange={(_, value: number) => setTab(value)}
        aria-label="Class dashboard"
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {TABS.map(({ label }, index) => (
          <Tab key={label} label={label} id={`class-tab-${index}`} aria-controls={`class-panel-${index}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`class-panel-${tab}`} aria-labelledby={`class-tab-${tab}`} sx={{ pt: 2 }}>
        <Suspense fallback={<Loading />}>{TABS[tab]!.panel({ department, semester })}</Suspense>
      </Box>
    </Box>
  );
}
