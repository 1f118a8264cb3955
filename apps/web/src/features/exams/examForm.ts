import { formResolver } from '../../shell/formResolver';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { examEditForm, examForm, type ExamForm } from '@portal/domain';
import { fromDateAndTimeFields, toDateAndTimeFields } from '../../shell/dates';

/** The exam form's fields as typed: the start and end are times of day on the exam's date. */
export interface ExamFieldValues {
  examType: string;
  subject: string;
  date: string;
  startTimestamp: string;
  endTimestamp: string;
  numberOfQuestions: string;
}

/** Turns the two times of day into instants in the institute's zone, then applies the domain's rules. */
const withInstants = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    const form = value as ExamFieldValues;
    const instant = (time: string) =>
      form.date && /^\d{2}:\d{2}$/.test(time) ? fromDateAndTimeFields(form.date, time) : time;
    return { ...form, startTimestamp: instant(form.startTimestamp), endTimestamp: instant(form.endTimestamp) };
  }, schema);

/** The create form (numberOfQuestions >= 0) or the edit form (> 0), on the rules the server checks (docs/rules.md, "Exams and marks"). */
export const useExamForm = (defaultValues: ExamFieldValues, editing: boolean) =>
  useForm<ExamFieldValues, unknown, ExamForm>({
    resolver: formResolver(withInstants(editing ? examEditForm : examForm)),
    defaultValues,
  });

export const emptyExam = (examType = ''): ExamFieldValues => ({
  examType,
  subject: '',
  date: '',
  startTimestamp: '',
  endTimestamp: '',
  numberOfQuestions: '',
});

/** The fields of a saved exam, for its edit form. */
export const examFieldsOf = (exam: {
  examType: { _id: string };
  subject: { _id: string };
  date: string;
  startTimestamp: string;
  endTimestamp: string;
  numberOfQuestions: number;
}): ExamFieldValues => ({
  examType: exam.examType._id,
  subject: exam.subject._id,
  date: exam.date,
  startTimestamp: toDateAndTimeFields(exam.startTimestamp).time,
  endTimestamp: toDateAndTimeFields(exam.endTimestamp).time,
  numberOfQuestions: String(exam.numberOfQuestions),
});
