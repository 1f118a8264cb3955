import { MESSAGES } from '@portal/domain';
import { LinkCardGrid } from '../../kit/lists/LinkCardGrid';
import { ListPage } from '../../kit/lists/ListPage';
import { usePageTitle } from '../../shell/pageTitle';
import { useExamTypes } from './examsApi';

/** /exam (faculty): a card per exam type, each opening its exams, and Add Exams. */
export default function FacultyExamsPage() {
  usePageTitle('Exams');
  return (
    <ListPage
      heading="Exam types"
      add={{ to: '/exam/create', label: 'Add Exams' }}
      query={useExamTypes()}
      empty={MESSAGES.noExamTypes}
    >
      {(types) => (
        <LinkCardGrid
          cards={types.map((type) => ({
            key: type._id,
            to: `/exam/${type._id}`,
            title: type.type,
            detail: (
              <>
                Max mark {type.maxMark} · Pass mark {type.passMark}
              </>
            ),
          }))}
        />
      )}
    </ListPage>
  );
}
