import { MESSAGES } from '@portal/domain';
import { LinkCardGrid } from '../../kit/lists/LinkCardGrid';
import { ListPage } from '../../kit/lists/ListPage';
import { usePageTitle } from '../../shell/pageTitle';
import { useFacultyClasses } from './attendanceApi';

/** /class: a card per class (subject) the member teaches, each opening its attendance. */
export default function ClassesPage() {
  usePageTitle('My Classes');
  return (
    <ListPage heading="My classes" query={useFacultyClasses()} empty={MESSAGES.noClasses}>
      {(classes) => (
        <LinkCardGrid
          cards={classes.map((row) => ({
            key: row.className,
            to: `/class/${row.className}`,
            title: row.className,
            detail: row.subject.name,
          }))}
        />
      )}
    </ListPage>
  );
}
