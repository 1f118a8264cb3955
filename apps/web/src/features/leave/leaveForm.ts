import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { leaveRequestForm, type LeaveRequestFormInput } from '@portal/domain';

/** The leave form on the domain's rules, the same ones the server checks (docs/rules.md, "Leave"). */
export const useLeaveForm = (defaultValues: LeaveRequestFormInput) =>
  useForm({ resolver: zodResolver(leaveRequestForm), defaultValues });
