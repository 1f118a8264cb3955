import { z } from 'zod';
import { resourceFileCount, resourceForm } from '@portal/domain';

/**
 * The Upload New form: the domain's own `resourceForm` for the fields (the server parses the same),
 * and the files, one to ten (docs/rules.md, "Course resources").
 */
export const uploadSchema = resourceForm.extend({
  files: z.array(z.instanceof(File)).superRefine((files, context) => {
    const count = resourceFileCount.safeParse(files.length);
    if (!count.success) context.addIssue({ code: 'custom', message: count.error.issues[0]!.message });
  }),
});
export type UploadFields = z.input<typeof uploadSchema>;
export type UploadForm = z.output<typeof uploadSchema>;

export const toFormData = (form: UploadForm): FormData => {
  const data = new FormData();
  // The fields first, so the server has read them by the time the files arrive.
  data.append('type', form.type);
  data.append('department', form.department);
  data.append('semester', String(form.semester));
  data.append('subject', form.subject);
  data.append('topic', form.topic);
  data.append('description', form.description);
  for (const file of form.files) data.append('resources', file, file.name);
  return data;
};
