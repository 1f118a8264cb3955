import { zodResolver } from '@hookform/resolvers/zod';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { useForm, type FieldError } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  SERVER_MESSAGES,
  examTypeForm,
  type ExamType,
  type ExamTypeForm,
  type ExamTypeFormInput,
} from '@portal/domain';
import { fieldError } from '../../shell/fieldError';
import { answer, apiUrl, failure, message, sentBodies } from '../../test/api';
import { examTypeOf } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { server } from '../../test/server';
import { EditDialog } from './EditDialog';
import { LinkCardGrid } from './LinkCardGrid';
import { ListPage } from './ListPage';
import { useEditAndDelete } from './useEditAndDelete';

/*
 * The list kit (docs/architecture.md, "Modules and boundaries"): ListPage's states, EditDialog's
 * validation and save, useEditAndDelete's delete behind its confirmation, and LinkCardGrid, on a page
 * of exam types written the way the exams feature writes its own (admin/examtype).
 */

/** The calls of the page under test, straight through fetch: a failure throws the server's `msg`. */
async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(apiUrl(path), {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json()) as T & { msg?: string };
  if (!response.ok) throw new Error(payload.msg);
  return payload;
}

const KEY = ['exam types'];

function EditType({ type, onClose }: { type: ExamType; onClose: () => void }) {
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (form: ExamTypeForm) => call('PUT', 'admin/examtype', { ...form, _id: type._id }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
  const form = useForm<ExamTypeFormInput, unknown, ExamTypeForm>({
    resolver: zodResolver(examTypeForm),
    defaultValues: { type: type.type, maxMark: String(type.maxMark), passMark: String(type.passMark) },
  });
  const { errors } = form.formState;
  return (
    <EditDialog
      title="Edit exam type"
      titleId="edit-exam-type-title"
      maxWidth="xs"
      form={form}
      save={(values) => save.mutateAsync(values)}
      saving={save.isPending}
      savedMessage={SERVER_MESSAGES.examTypeUpdated}
      onClose={onClose}
    >
      <TextField label="Exam type" {...form.register('type')} {...fieldError(errors.type)} />
      <TextField label="Max mark" {...form.register('maxMark')} {...fieldError(errors.maxMark as FieldError)} />
      <TextField label="Pass mark" {...form.register('passMark')} {...fieldError(errors.passMark as FieldError)} />
    </EditDialog>
  );
}

function ExamTypes() {
  const client = useQueryClient();
  const types = useQuery({
    queryKey: KEY,
    queryFn: async () => (await call<{ data: ExamType[] }>('GET', 'admin/examtype')).data,
    meta: { silent: true },
  });
  const remove = useMutation({
    mutationFn: (id: string) => call('DELETE', 'admin/examtype', { id }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
  const { edit, askDelete, dialogs } = useEditAndDelete<ExamType>(
    remove,
    SERVER_MESSAGES.examTypeDeleted,
    (type, close) => <EditType type={type} onClose={close} />,
  );
  return (
    <ListPage
      heading="Exam types"
      add={{ to: '/exam/createtypes', label: 'Add Exam Types' }}
      query={types}
      empty={MESSAGES.noExamTypes}
      dialogs={dialogs}
    >
      {(list) => (
        <List aria-label="Exam types">
          {list.map((type) => (
            <ListItem
              key={type._id}
              secondaryAction={
                <>
                  <IconButton aria-label={`Edit ${type.type}`} onClick={() => edit(type)}>
                    <EditIcon />
                  </IconButton>
                  <IconButton aria-label={`Delete ${type.type}`} onClick={() => askDelete(type)}>
                    <DeleteIcon />
                  </IconButton>
                </>
              }
            >
              <ListItemText primary={type.type} secondary={`Max mark ${type.maxMark} · Pass mark ${type.passMark}`} />
            </ListItem>
          ))}
        </List>
      )}
    </ListPage>
  );
}

/** The exam types as the server keeps them, and what it was sent. */
function serveTypes(initial: ExamType[]) {
  let types = initial;
  const edits = sentBodies();
  const deletes = sentBodies();
  server.use(
    http.get(apiUrl('admin/examtype'), () => answer(types)),
    http.put(apiUrl('admin/examtype'), async ({ request }) => {
      await edits.record(request);
      const edited = edits.bodies.at(-1) as ExamType;
      types = types.map((type) => (type._id === edited._id ? edited : type));
      return answer(edited, SERVER_MESSAGES.examTypeUpdated);
    }),
    http.delete(apiUrl('admin/examtype'), async ({ request }) => {
      await deletes.record(request);
      const { id } = deletes.bodies.at(-1) as { id: string };
      types = types.filter((type) => type._id !== id);
      return message(SERVER_MESSAGES.examTypeDeleted);
    }),
  );
  return { edits: edits.bodies, deletes: deletes.bodies };
}

describe('the list page', () => {
  it('shows the spinner while loading, then a row per item under its heading and add link', async () => {
    serveTypes([examTypeOf({ type: 'Series 1' }), examTypeOf({ type: 'Model exam', maxMark: 100, passMark: 40 })]);
    renderWithProviders(<ExamTypes />);

    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Exam types' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Exam Types' })).toHaveAttribute('href', '/exam/createtypes');
    const list = await screen.findByRole('list', { name: 'Exam types' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Series 1Max mark 50 · Pass mark 20',
      'Model examMax mark 100 · Pass mark 40',
    ]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows the server's message when the list fails", async () => {
    server.use(http.get(apiUrl('admin/examtype'), () => failure(500, 'The exam types are away')));
    renderWithProviders(<ExamTypes />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The exam types are away');
    expect(screen.queryByRole('list', { name: 'Exam types' })).not.toBeInTheDocument();
  });

  it('shows its empty state when there is nothing', async () => {
    serveTypes([]);
    renderWithProviders(<ExamTypes />);
    expect(await screen.findByText(MESSAGES.noExamTypes)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Exam types' })).not.toBeInTheDocument();
  });
});

describe('the edit dialog', () => {
  it('checks the form before anything is sent', async () => {
    const served = serveTypes([examTypeOf({ type: 'Series 1' })]);
    const { user } = renderWithProviders(<ExamTypes />);

    await user.click(await screen.findByRole('button', { name: 'Edit Series 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit exam type' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Exam type' }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Pass mark' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Pass mark' }), '60');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('textbox', { name: 'Exam type' })).toHaveAccessibleDescription(
      MESSAGES.required,
    );
    expect(within(dialog).getByRole('textbox', { name: 'Pass mark' })).toHaveAccessibleDescription(
      MESSAGES.greaterThanMaxMark,
    );
    expect(served.edits).toEqual([]);
  });

  it('saves, says so, closes and shows the saved item', async () => {
    const series = examTypeOf({ type: 'Series 1' });
    const served = serveTypes([series]);
    const { user } = renderWithProviders(<ExamTypes />);

    await user.click(await screen.findByRole('button', { name: 'Edit Series 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit exam type' });
    const name = within(dialog).getByRole('textbox', { name: 'Exam type' });
    await user.clear(name);
    await user.type(name, 'Series one');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(SERVER_MESSAGES.examTypeUpdated)).toBeInTheDocument();
    expect(served.edits).toEqual([{ _id: series._id, type: 'Series one', maxMark: 50, passMark: 20 }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit exam type' })).not.toBeInTheDocument());
    expect(await screen.findByText('Series one')).toBeInTheDocument();
  });

  it("shows the server's message when the save fails, and stays open", async () => {
    serveTypes([examTypeOf({ type: 'Series 1' })]);
    server.use(http.put(apiUrl('admin/examtype'), () => failure(409, SERVER_MESSAGES.examTypeExists)));
    const { user } = renderWithProviders(<ExamTypes />);

    await user.click(await screen.findByRole('button', { name: 'Edit Series 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(SERVER_MESSAGES.examTypeExists)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit exam type' })).toBeInTheDocument();
  });
});

describe('the delete', () => {
  it('asks first, sends nothing on Cancel, and deletes on Yes', async () => {
    const series = examTypeOf({ type: 'Series 1' });
    const served = serveTypes([series, examTypeOf({ type: 'Model exam' })]);
    const { user } = renderWithProviders(<ExamTypes />);

    await user.click(await screen.findByRole('button', { name: 'Delete Series 1' }));
    const confirm = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(confirm).toHaveTextContent(MESSAGES.confirmDelete);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Please confirm' })).not.toBeInTheDocument());
    expect(served.deletes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Series 1' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Please confirm' })).getByRole('button', { name: 'Yes, delete' }),
    );

    expect(await screen.findByText(SERVER_MESSAGES.examTypeDeleted)).toBeInTheDocument();
    expect(served.deletes).toEqual([{ id: series._id }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Please confirm' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('Series 1')).not.toBeInTheDocument());
    expect(screen.getByText('Model exam')).toBeInTheDocument();
  });
});

describe('the link cards', () => {
  it('makes each card a link to its place, named by its title', () => {
    renderWithProviders(
      <LinkCardGrid
        cards={[
          { key: 'cse5', to: '/class/CSE-S5', title: 'CSE S5', detail: '3 subjects' },
          { key: 'me3', to: '/class/ME-S3', title: 'ME S3', detail: '1 subject' },
        ]}
      />,
    );
    const cse = screen.getByRole('link', { name: /CSE S5/ });
    expect(cse).toHaveAttribute('href', '/class/CSE-S5');
    expect(within(cse).getByRole('heading', { level: 3, name: 'CSE S5' })).toBeInTheDocument();
    expect(cse).toHaveTextContent('3 subjects');
    expect(screen.getByRole('link', { name: /ME S3/ })).toHaveAttribute('href', '/class/ME-S3');
  });
});
