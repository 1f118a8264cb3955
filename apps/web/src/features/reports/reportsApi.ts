import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { parseClassName, type Department } from '@portal/domain';
import { api } from '../../shell/api';
import { useDeferredResult } from '../../kit/query/deferredResult';

/** The report calls of docs/api.md, "Reports", as query hooks (each report's CSV: shell/downloadCsv). */
const keys = {
  shortage: (query: unknown) => ['reports', 'attendance-shortage', query] as const,
  dues: (query: unknown) => ['reports', 'fee-dues', query] as const,
  gateLog: (query: unknown) => ['reports', 'gate-log', query] as const,
  exams: (department: string, semester: number) => ['reports', 'exams', department, semester] as const,
  exam: (id: string) => ['reports', 'exam', id] as const,
  today: ['reports', 'today'] as const,
  classes: ['reports', 'classes'] as const,
  fees: ['reports', 'fees'] as const,
};

/** A class: a department and a semester. */
export interface ReportClass {
  department: Department;
  semester: number;
}

export interface ShortageRequest extends ReportClass {
  threshold: number;
}

export const useAttendanceShortage = (request: ShortageRequest | null) =>
  useQuery({
    queryKey: keys.shortage(request),
    enabled: request !== null,
    queryFn: () => api.get('/reports/attendance-shortage', { query: request! }),
    placeholderData: keepPreviousData,
  });

export interface FeeDuesRequest {
  paymentType: string;
  department?: Department;
  currentYear?: number;
  page: number;
  limit: number;
}

export const useFeeDues = (request: FeeDuesRequest) =>
  useQuery({
    queryKey: keys.dues(request),
    enabled: request.paymentType !== '',
    queryFn: () => api.get('/reports/fee-dues', { query: request }),
    placeholderData: keepPreviousData,
  });

export const useGateLog = (request: { date: string; page: number; limit: number }) =>
  useQuery({
    queryKey: keys.gateLog(request),
    queryFn: () => api.get('/reports/gate-log', { query: request }),
    placeholderData: keepPreviousData,
  });

export const useReportExams = (of: ReportClass | null) =>
  useQuery({
    queryKey: keys.exams(of?.department ?? '', of?.semester ?? 0),
    enabled: of !== null,
    queryFn: async () => (await api.get('/reports/exams', { query: of! })).data,
  });

export const useExamResults = (id: string) =>
  useQuery({
    queryKey: keys.exam(id),
    queryFn: async () => (await api.get('/reports/exam/{examId}', { params: { examId: id } })).data,
  });

/** Today at a glance: the first screen of the admin and the HOD, its figures rendered as deferred work. */
export const useToday = () =>
  useDeferredResult(useQuery({ queryKey: keys.today, queryFn: async () => (await api.get('/reports/today')).data }));

/** The fees (admin and office), to choose the one whose dues to list. */
export const useFees = () =>
  useQuery({ queryKey: keys.fees, queryFn: async () => (await api.get('/payment/types')).data });

/**
 * The classes a faculty member teaches this term (an HOD: the department's), each once, for the
 * report's class picker.
 */
export const useTaughtClasses = (enabled: boolean) =>
  useQuery({
    queryKey: keys.classes,
    enabled,
    queryFn: async () => {
      const classes = (await api.get('/faculty/classes')).data;
      const seen = new Map<string, ReportClass>();
      for (const { className } of classes) {
        const parsed = parseClassName(className);
        if (parsed) seen.set(`${parsed.department}-${parsed.semester}`, parsed);
      }
      return [...seen.values()].sort((a, b) => a.department.localeCompare(b.department) || a.semester - b.semester);
    },
  });
