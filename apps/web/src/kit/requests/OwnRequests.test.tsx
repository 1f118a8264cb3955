import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DESCRIPTION_MAX,
  MESSAGES,
  SERVER_MESSAGES,
  STATUS,
  STATUS_LABELS,
  requiredText,
  type Gatepass,
  type GatepassEditForm,
} from '@portal/domain';
import { formatDate } from '../../shell/dates';
import { fieldError } from '../../shell/fieldError';
import { TEST_TOKEN, answer, apiUrl, failure, message, sentBodies } from '../../test/api';
import { gatepassOf } from '../../test/fixtures';
import { gatepassRequests as passes } from '../../test/requestKinds';
import { renderWithProviders } from '../../test/render';
import { server } from '../../test/server';
import { OwnRequests } from './OwnRequests';
import { RequestEditDialog, type EditableKind } from './RequestEditDialog';
import { RequestTable } from './RequestTable';

/*
 * The student's side of the request kit (docs/architecture.md, "Requests and approval"), on the gate
 * pass's paths: the list with each request's status, the edit dialog, the delete behind its
 * confirmation, and the server's refusals.
 */

const fields = z.object({ description: requiredText(DESCRIPTION_MAX) });
const kind: EditableKind<Gatepass, GatepassEditForm, z.infer<typeof fields>> = {
  api: passes,
  title: 'Edit gate pass',
  labels: { description: 'Description' },
  updatedMessage: MESSAGES.gatepassUpdated,
};

function EditPass({ pass, onClose }: { pass: Gatepass; onClose: () => void }) {
  const form = useForm({ resolver: zodResolver(fields), defaultValues: { description: pass.description } });
  return (
    <RequestEditDialog
      kind={kind}
      item={pass}
      form={form}
      toEditForm={(values) => ({ _id: pass._id, description: values.description, time: pass.time })}
      onClose={onClose}
    >
      <TextField
        label="Description"
        {...form.register('description')}
        {...fieldError(form.formState.errors.description)}
      />
    </RequestEditDialog>
  );
}

/** A kind's list page as a feature writes it: OwnRequests, RequestTable and the edit dialog. */
function OwnPasses() {
  const query = passes.useOwn();
  const [editing, setEditing] = useState<Gatepass | null>(null);
  return (
    <OwnRequests
      id="gatepass"
      nouns={{ one: 'gate pass', many: 'gate passes' }}
      details={(pass) => `Leaving ${formatDate(pass.time)}`}
      heading="Your gate passes"
      newLabel="New Gatepass"
      newPath="/gatepass/new"
      query={query}
      emptyMessage={MESSAGES.noGatepassRequests}
      loadingLabel="Loading gate passes"
    >
      {(shown) => (
        <>
          <RequestTable
            items={shown}
            columns={[{ header: 'Date', cell: (pass) => formatDate(pass.time) }]}
            label="Your gate pass requests"
            describe={(pass) => `gate pass: ${pass.description}`}
            actionFor={(pass) => (pass.status === STATUS.APPROVED ? 'View' : 'Edit')}
            onOpen={setEditing}
          />
          {editing && <EditPass pass={editing} onClose={() => setEditing(null)} />}
        </>
      )}
    </OwnRequests>
  );
}

/** The student's passes as the server keeps them: the list answers what edits and cancels left. */
function serveOwnPasses(initial: Gatepass[]) {
  let stored = initial;
  let reads = 0;
  const tokens: (string | null)[] = [];
  server.use(
    http.get(apiUrl('gatepass'), ({ request }) => {
      reads += 1;
      tokens.push(request.headers.get('Authorization'));
      return answer(stored);
    }),
  );
  return {
    set: (next: Gatepass[]) => {
      stored = next;
    },
    reads: () => reads,
    tokens,
  };
}

const rowOf = (text: string) => screen.getByRole('row', { name: new RegExp(text) });

describe("the student's requests", () => {
  it("shows each request's status chip with its label", async () => {
    const own = serveOwnPasses([
      gatepassOf({ description: 'Dentist', status: STATUS.PENDING }),
      gatepassOf({ description: 'Sports meet', status: STATUS.APPROVED }),
      gatepassOf({ description: 'Late night', status: STATUS.REJECTED }),
    ]);
    renderWithProviders(<OwnPasses />);

    expect(screen.getByRole('progressbar', { name: 'Loading gate passes' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Your gate pass requests' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(rowOf('Dentist')).getByText(STATUS_LABELS[STATUS.PENDING])).toBeInTheDocument();
    expect(within(rowOf('Sports meet')).getByText(STATUS_LABELS[STATUS.APPROVED])).toBeInTheDocument();
    expect(within(rowOf('Late night')).getByText(STATUS_LABELS[STATUS.REJECTED])).toBeInTheDocument();
    // An approved pass is viewed, the others edited.
    expect(within(rowOf('Sports meet')).getByRole('button', { name: 'View gate pass: Sports meet' })).toBeVisible();
    expect(within(rowOf('Dentist')).getByRole('button', { name: 'Edit gate pass: Dentist' })).toBeVisible();
    // The signed-in student's token travels with the call (src/test/setup.ts stores it).
    expect(own.tokens).toEqual([`Bearer ${TEST_TOKEN}`]);
  });

  it('says so when there are none', async () => {
    serveOwnPasses([]);
    renderWithProviders(<OwnPasses />);
    expect(await screen.findByText(MESSAGES.noGatepassRequests)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the server's message when the list fails", async () => {
    server.use(http.get(apiUrl('gatepass'), () => failure(500, 'The database is resting')));
    // The page's own alert (the toast of the same failure shows outside the rendered page).
    const { container } = renderWithProviders(<OwnPasses />);
    expect(await within(container).findByText('The database is resting')).toBeInTheDocument();
  });

  it("sends the edit, shows the server's message and refreshes the list", async () => {
    const pass = gatepassOf({ description: 'Dentist' });
    const own = serveOwnPasses([pass]);
    const edits = sentBodies();
    server.use(
      http.post(apiUrl('gatepass/edit'), async ({ request }) => {
        await edits.record(request);
        own.set([{ ...pass, description: 'Dentist at 4' }]);
        return message(MESSAGES.gatepassUpdated);
      }),
    );
    const { user } = renderWithProviders(<OwnPasses />);

    await user.click(await screen.findByRole('button', { name: 'Edit gate pass: Dentist' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit gate pass' });
    const description = within(dialog).getByRole('textbox', { name: 'Description' });
    await user.clear(description);
    await user.type(description, 'Dentist at 4');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(MESSAGES.gatepassUpdated)).toBeInTheDocument();
    expect(edits.bodies).toEqual([{ _id: pass._id, description: 'Dentist at 4', time: pass.time }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit gate pass' })).not.toBeInTheDocument());
    expect(await screen.findByRole('row', { name: /Dentist at 4/ })).toBeInTheDocument();
    expect(own.reads()).toBe(2);
  });

  it('refuses a blank description in the dialog and sends nothing', async () => {
    serveOwnPasses([gatepassOf({ description: 'Dentist' })]);
    const edits = sentBodies();
    server.use(
      http.post(apiUrl('gatepass/edit'), async ({ request }) => {
        await edits.record(request);
        return message(MESSAGES.gatepassUpdated);
      }),
    );
    const { user } = renderWithProviders(<OwnPasses />);

    await user.click(await screen.findByRole('button', { name: 'Edit gate pass: Dentist' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit gate pass' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Description' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`Description: ${MESSAGES.required}`);
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(MESSAGES.required);
    expect(edits.bodies).toEqual([]);
  });

  it("shows the server's message when the edit is refused, and keeps the dialog open", async () => {
    serveOwnPasses([gatepassOf({ description: 'Dentist' })]);
    server.use(http.post(apiUrl('gatepass/edit'), () => failure(409, SERVER_MESSAGES.gatepassFrozen)));
    const { user } = renderWithProviders(<OwnPasses />);

    await user.click(await screen.findByRole('button', { name: 'Edit gate pass: Dentist' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(SERVER_MESSAGES.gatepassFrozen)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit gate pass' })).toBeInTheDocument();
  });

  it('deletes a request only after the confirmation', async () => {
    const pass = gatepassOf({ description: 'Dentist' });
    const own = serveOwnPasses([pass]);
    const cancels = sentBodies();
    server.use(
      http.post(apiUrl('gatepass/cancel'), async ({ request }) => {
        await cancels.record(request);
        own.set([]);
        return message(MESSAGES.deleted);
      }),
    );
    const { user } = renderWithProviders(<OwnPasses />);

    await user.click(await screen.findByRole('button', { name: 'Edit gate pass: Dentist' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(confirm).toHaveTextContent(MESSAGES.confirmDelete);
    // Cancel sends nothing.
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Please confirm' })).not.toBeInTheDocument());
    expect(cancels.bodies).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Please confirm' })).getByRole('button', { name: 'Yes, delete' }),
    );

    expect(await screen.findByText(MESSAGES.deleted)).toBeInTheDocument();
    expect(cancels.bodies).toEqual([{ deleteId: pass._id }]);
    expect(await screen.findByText(MESSAGES.noGatepassRequests)).toBeInTheDocument();
  });

  it('shows the reason of a rejection in the list and above the edit form', async () => {
    serveOwnPasses([
      gatepassOf({
        description: 'Late night',
        status: STATUS.REJECTED,
        decidedBy: 'Dr. Meera Iyer',
        decidedAt: '2026-11-21T05:00:00.000Z',
        reason: 'The hostel closes at 9 pm.\nAsk for an earlier time.',
      }),
    ]);
    const { user } = renderWithProviders(<OwnPasses />);

    const row = await screen.findByRole('row', { name: /Late night/ });
    expect(row).toHaveTextContent('Reason: The hostel closes at 9 pm. Ask for an earlier time.');
    await user.click(within(row).getByRole('button', { name: 'Edit gate pass: Late night' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit gate pass' });
    expect(dialog).toHaveTextContent(/Rejected by Dr\. Meera Iyer · Sat 21 Nov 2026, 10:30 am/);
    expect(dialog).toHaveTextContent('Reason: The hostel closes at 9 pm.');
  });

  it('lists the decided requests in their tab, the latest decision first, filtered by decision', async () => {
    serveOwnPasses([
      gatepassOf({ description: 'Still waiting' }),
      gatepassOf({ description: 'Old approval', status: STATUS.APPROVED, decidedAt: '2026-11-01T05:00:00.000Z' }),
      gatepassOf({
        description: 'New rejection',
        status: STATUS.REJECTED,
        decidedAt: '2026-11-10T05:00:00.000Z',
        reason: 'Exams that week',
      }),
    ]);
    const { user } = renderWithProviders(<OwnPasses />);

    await user.click(await screen.findByRole('tab', { name: 'Decided' }));
    const list = screen.getByRole('list', { name: 'Your decided gate passes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['New rejection', 'Old approval']);
    expect(within(list).getByRole('listitem', { name: 'New rejection' })).toHaveTextContent('Reason: Exams that week');
    await user.click(screen.getByRole('button', { name: 'Approved' }));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Old approval']);
  });
});
