import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeedbackResultsQuery, FeedbackSubmission } from '@portal/domain';
import { api, type ApiAnswer } from '../../shell/api';

/** The feedback calls of docs/api.md, "Feedback". */

const keys = {
  categories: ['feedback', 'categories'] as const,
  studentCategories: ['feedback', 'student', 'categories'] as const,
  teachers: ['feedback', 'student', 'teachers'] as const,
  done: (categoryId: string) => ['feedback', 'student', 'done', categoryId] as const,
  results: (categoryId: string, query: FeedbackResultsQuery) =>
    ['feedback', 'results', categoryId, query.department, query.currentYear] as const,
  validity: (categoryId: string) => ['feedback', 'validity', categoryId] as const,
};

// ---- The admin's side ----

export const useCategories = () =>
  useQuery({
    queryKey: keys.categories,
    queryFn: async () => (await api.get('/feedback/category')).data,
  });

const useCategoriesRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.categories });
};

export const useAddCategory = () => {
  const refresh = useCategoriesRefresh();
  return useMutation({
    mutationFn: (category: string) => api.post('/feedback/category', { category }),
    onSuccess: refresh,
  });
};

export const useRenameCategory = () => {
  const refresh = useCategoriesRefresh();
  return useMutation({
    mutationFn: (body: { _id: string; category: string }) => api.put('/feedback/category', body),
    onSuccess: refresh,
  });
};

export const useDeleteCategory = () => {
  const refresh = useCategoriesRefresh();
  return useMutation({
    mutationFn: (id: string) => api.delete('/feedback/category', { id }),
    onSuccess: refresh,
  });
};

export const useAddQuestions = () => {
  const refresh = useCategoriesRefresh();
  return useMutation({
    mutationFn: ({ categoryId, questions }: { categoryId: string; questions: string[] }) =>
      api.post('/feedback/category/{id}/questions', { questions }, { params: { id: categoryId } }),
    onSuccess: refresh,
  });
};

/** The category's name, or a failure when it does not exist (the results page checks its link). */
export const useCategoryValidity = (categoryId: string) =>
  useQuery({
    queryKey: keys.validity(categoryId),
    queryFn: async () => (await api.post('/feedback/validity', { id: categoryId })).data,
    retry: false,
    meta: { silent: true },
  });

export const useResults = (categoryId: string, query: FeedbackResultsQuery) =>
  useQuery({
    queryKey: keys.results(categoryId, query),
    queryFn: () => api.post('/feedback/results/{id}', query, { params: { id: categoryId } }),
  });

// ---- The student's side ----

export const useStudentCategories = () =>
  useQuery({
    queryKey: keys.studentCategories,
    queryFn: async () => (await api.get('/feedback/category/{audience}', { params: { audience: 'student' } })).data,
  });

/** A subject of the student's class and its teacher, as GET student/teachers answers it. */
export type TeacherEntry = ApiAnswer<'/student/teachers'>['data'][number];

export const useMyTeachers = () =>
  useQuery({
    queryKey: keys.teachers,
    queryFn: async () => (await api.get('/student/teachers')).data,
  });

export const useDone = (categoryId: string) =>
  useQuery({
    queryKey: keys.done(categoryId),
    queryFn: async () => (await api.get('/feedback/done/{questionSet}', { params: { questionSet: categoryId } })).data,
  });

/** The questions for one teacher and subject; a failure means the form cannot be shown. */
export const useQuestionsFor = (categoryId: string, teacher: TeacherEntry | null) =>
  useQuery({
    queryKey: ['feedback', 'student', 'questions', categoryId, teacher?.taughtBy.email, teacher?.code],
    queryFn: async () =>
      (
        await api.post(
          '/feedback/questions/{questionSet}',
          { faculty: teacher!.taughtBy.email, code: teacher!.code },
          { params: { questionSet: categoryId } },
        )
      ).questions.questions,
    enabled: teacher !== null,
    retry: false,
    gcTime: 0,
    meta: { silent: true },
  });

export const useSubmitFeedback = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: FeedbackSubmission) => api.post('/feedback', submission),
    onSettled: (_answer, _error, submission) =>
      queryClient.invalidateQueries({ queryKey: keys.done(submission.questionSet) }),
  });
};
