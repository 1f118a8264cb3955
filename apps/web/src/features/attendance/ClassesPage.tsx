import Typography from '@mui/material/Typography';
import { MESSAGES } from '@portal/domain';
import { LinkCardGrid } from '../../kit/lists/LinkCardGrid';
import { ListPage } from '../../kit/lists/ListPage';
import { usePageTitle } from '../../shell/pageTitle';
import { useFacultyClasses } from './attendanceApi';
import TaughtClassLinks from './TaughtClassLinks';

/**
 * /class: the dashboards of the member's classes, then a card per class (subject) the member
 * teaches, each opening its attendance.
 */
export default function ClassesPage() {
  usePageTitle('My Classes');
  return (
    <ListPage heading="My classes" query={useFacultyClasses()} empty={MESSAGES.noClasses}>
      {(classes) => (
        <>
          <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
            Class dashboards
          </Typography>
          <TaughtClassLinks />
          <Typography component="h3" variant="h6" sx={{ mt: 3, mb: 1 }}>
            Attendance
          </Typography>
          <LinkCardGrid
            cards={classes.map((row) => ({
              key: row.className,
              to: `/class/${row.className}`,
              title: row.className,
              detail: row.subject.name,
            }))}
          />
        </>
      )}
    </ListPage>
  );
}
