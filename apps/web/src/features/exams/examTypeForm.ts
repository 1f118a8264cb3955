import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { examTypeForm, type ExamTypeForm, type ExamTypeFormInput } from '@portal/domain';

/** The exam type form on the domain's rules, the same the server checks (docs/rules.md, "Exams and marks"). */
export const useExamTypeForm = (defaultValues: ExamTypeFormInput = { type: '', maxMark: '', passMark: '' }) =>
  useForm<ExamTypeFormInput, unknown, ExamTypeForm>({ resolver: zodResolver(examTypeForm), defaultValues });
