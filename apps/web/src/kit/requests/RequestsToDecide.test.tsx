import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_MESSAGES, STATUS, type Gatepass } from '@portal/domain';
import { answer, apiUrl, failure, message, pageOf, sentBodies } from '../../test/api';
import { gatepassOf } from '../../test/fixtures';
import { gatepassRequests as passes } from '../../test/requestKinds';
import { renderWithProviders } from '../../test/render';
import { server } from '../../test/server';
import { RequestsToDecide } from './RequestsToDecide';

/*
 * The approver's side of the request kit (docs/architecture.md, "Requests and approval"), on the
 * gate pass's paths: the pending requests as cards, Approve and Reject naming the version shown, and
 * the list refreshed after each decision, taken or refused.
 */

const ToDecide = () => (
  <RequestsToDecide
    id="gatepass"
    title="Gatepass Requests"
    heading="Gate pass requests"
    noun="gate pass"
    nouns={{ one: 'gate pass', many: 'gate passes' }}
    emptyMessage={MESSAGES.noGatepassRequestsToShow}
    api={passes}
    details={(pass) => `Leaving ${pass.time}`}
  />
);

/** The approver's pending list as the server keeps it, and the decisions it was sent. */
function serveDecisions(initial: Gatepass[], answerDecision: (id: string, decision: string) => Response) {
  let pending = initial;
  let reads = 0;
  const decisions: { path: string; body: unknown }[] = [];
  server.use(
    http.get(apiUrl('faculty/gatepass'), ({ request }) => {
      if (new URL(request.url).searchParams.get('status')) return pageOf([]);
      reads += 1;
      return pageOf(pending);
    }),
    http.post(apiUrl('faculty/gatepass/:id/:decision'), async ({ request, params }) => {
      const id = String(params.id);
      decisions.push({ path: new URL(request.url).pathname, body: await request.json() });
      const reply = answerDecision(id, String(params.decision));
      if (reply.ok) pending = pending.filter((pass) => pass._id !== id);
      return reply;
    }),
  );
  return { decisions, reads: () => reads };
}

describe("the approver's requests", () => {
  it('shows each pending request as a card with its student and reason', async () => {
    serveDecisions(
      [
        gatepassOf({ name: 'Asha Nair', description: 'Dentist' }),
        gatepassOf({ name: 'Ravi Menon', description: 'Sports meet', department: 'ME', currentYear: 2 }),
      ],
      () => message(SERVER_MESSAGES.gatepassApproved),
    );
    renderWithProviders(<ToDecide />);

    const asha = await screen.findByRole('article', { name: 'Gate pass request of Asha Nair' });
    expect(asha).toHaveTextContent('Dentist');
    expect(asha).toHaveTextContent('CSE · Third year');
    const ravi = screen.getByRole('article', { name: 'Gate pass request of Ravi Menon' });
    expect(ravi).toHaveTextContent('Sports meet');
    expect(ravi).toHaveTextContent('ME · Second year');
  });

  it('approves a request in the version shown, then the list refreshes without it', async () => {
    const asha = gatepassOf({ name: 'Asha Nair', updatedAt: '2026-11-21T05:06:07.000Z' });
    const served = serveDecisions([asha, gatepassOf({ name: 'Ravi Menon' })], () =>
      message(SERVER_MESSAGES.gatepassApproved),
    );
    const { user } = renderWithProviders(<ToDecide />);

    await user.click(await screen.findByRole('button', { name: 'Approve gate pass of Asha Nair' }));

    expect(await screen.findByText(SERVER_MESSAGES.gatepassApproved)).toBeInTheDocument();
    expect(served.decisions).toEqual([
      { path: `/api/faculty/gatepass/${asha._id}/${STATUS.APPROVED}`, body: { updatedAt: asha.updatedAt } },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Gate pass request of Asha Nair' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Gate pass request of Ravi Menon' })).toBeInTheDocument();
    expect(served.reads()).toBe(2);
  });

  it('rejects a request only after the confirmation, with the reason typed, then says when none are left', async () => {
    const ravi = gatepassOf({ name: 'Ravi Menon', description: 'Sports meet' });
    const served = serveDecisions([ravi], () => message(SERVER_MESSAGES.gatepassRejected));
    const { user } = renderWithProviders(<ToDecide />);

    await user.click(await screen.findByRole('button', { name: 'Reject gate pass of Ravi Menon' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject the gate pass of Ravi Menon?' });
    expect(dialog).toHaveTextContent('Sports meet');
    // Cancel sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(served.decisions).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Reject gate pass of Ravi Menon' }));
    const again = screen.getByRole('dialog', { name: 'Reject the gate pass of Ravi Menon?' });
    await user.type(within(again).getByRole('textbox', { name: 'Reason (optional)' }), '  Exams that week ');
    await user.click(within(again).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText(SERVER_MESSAGES.gatepassRejected)).toBeInTheDocument();
    expect(served.decisions).toEqual([
      {
        path: `/api/faculty/gatepass/${ravi._id}/${STATUS.REJECTED}`,
        body: { updatedAt: ravi.updatedAt, reason: 'Exams that week' },
      },
    ]);
    expect(await screen.findByText(MESSAGES.noGatepassRequestsToShow)).toBeInTheDocument();
  });

  it('keeps Reject off while the reason is too long', async () => {
    serveDecisions([gatepassOf({ name: 'Ravi Menon' })], () => message(SERVER_MESSAGES.gatepassRejected));
    const { user } = renderWithProviders(<ToDecide />);
    await user.click(await screen.findByRole('button', { name: 'Reject gate pass of Ravi Menon' }));
    const dialog = screen.getByRole('dialog');
    const reason = within(dialog).getByRole('textbox', { name: 'Reason (optional)' });
    await user.click(reason);
    await user.paste('x'.repeat(501));
    expect(reason).toHaveAccessibleDescription('Maximum 500 characters');
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeDisabled();
  });

  it('approves the selected requests at once after the confirmation, and says what became of each', async () => {
    const asha = gatepassOf({ name: 'Asha Nair' });
    const ravi = gatepassOf({ name: 'Ravi Menon' });
    const left = gatepassOf({ name: 'Leela Das' });
    serveDecisions([asha, ravi, left], () => message(SERVER_MESSAGES.gatepassApproved));
    const bulk = sentBodies();
    server.use(
      http.post(apiUrl('faculty/gatepass/approve'), async ({ request }) => {
        await bulk.record(request);
        return answer(
          [
            { _id: asha._id, outcome: 'approved' },
            { _id: ravi._id, outcome: 'decided' },
          ],
          '1 of 2 approved',
        );
      }),
    );
    const { user } = renderWithProviders(<ToDecide />);

    const approveSelected = await screen.findByRole('button', { name: 'Approve selected (0)' });
    expect(approveSelected).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select gate pass of Asha Nair' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select gate pass of Ravi Menon' }));
    await user.click(screen.getByRole('button', { name: 'Approve selected (2)' }));
    const confirm = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(confirm).toHaveTextContent('Approve 2 gate passes of Asha Nair and Ravi Menon?');
    await user.click(within(confirm).getByRole('button', { name: 'Approve 2' }));

    expect(
      await screen.findByText('1 gate pass approved. 1 had already been decided by someone else.'),
    ).toBeInTheDocument();
    expect(bulk.bodies).toEqual([
      {
        requests: [
          { _id: asha._id, updatedAt: asha.updatedAt },
          { _id: ravi._id, updatedAt: ravi.updatedAt },
        ],
      },
    ]);
  });

  it('selects every card with Select all', async () => {
    serveDecisions([gatepassOf({ name: 'Asha Nair' }), gatepassOf({ name: 'Ravi Menon' })], () =>
      message(SERVER_MESSAGES.gatepassApproved),
    );
    const { user } = renderWithProviders(<ToDecide />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByRole('checkbox', { name: 'Select gate pass of Asha Nair' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Approve selected (2)' })).toBeEnabled();
  });

  it('pages the pending requests on the server, 24 cards at a time', async () => {
    const pending = Array.from({ length: 30 }, (_, index) =>
      gatepassOf({ name: `Student ${String(index + 1).padStart(2, '0')}`, description: 'Errand' }),
    );
    const queries: Record<string, string>[] = [];
    server.use(
      http.get(apiUrl('faculty/gatepass'), ({ request }) => {
        const query = Object.fromEntries(new URL(request.url).searchParams);
        if (query.status) return pageOf([]);
        queries.push(query);
        const page = Number(query.page);
        const limit = Number(query.limit);
        return pageOf(pending.slice((page - 1) * limit, page * limit), { total: pending.length, page, limit });
      }),
    );
    const { user } = renderWithProviders(<ToDecide />);

    expect(await screen.findByRole('checkbox', { name: 'Select gate pass of Student 24' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select gate pass of Student 25' })).not.toBeInTheDocument();
    expect(queries.at(-1)).toEqual({ page: '1', limit: '24' });
    expect(screen.getByText('1–24 of 30')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByRole('checkbox', { name: 'Select gate pass of Student 30' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select gate pass of Student 01' })).not.toBeInTheDocument();
    expect(queries.at(-1)).toEqual({ page: '2', limit: '24' });
    expect(screen.getByText('25–30 of 30')).toBeInTheDocument();
  });

  it('pages the decided requests on the server, with their decisions and reasons, filtered and searched', async () => {
    const queries: Record<string, string>[] = [];
    server.use(
      http.get(apiUrl('faculty/gatepass'), ({ request }) => {
        const query = Object.fromEntries(new URL(request.url).searchParams);
        if (!query.status) return pageOf([]);
        queries.push(query);
        return pageOf(
          [
            gatepassOf({
              name: 'Asha Nair',
              description: 'Wedding',
              status: STATUS.REJECTED,
              decidedBy: 'Dr. Meera Iyer',
              decidedAt: '2026-11-21T05:00:00.000Z',
              reason: 'Exams that week',
            }),
          ],
          { total: 25, page: Number(query.page), limit: Number(query.limit) },
        );
      }),
    );
    const { user } = renderWithProviders(<ToDecide />);

    await user.click(await screen.findByRole('tab', { name: 'Decided' }));
    const item = await screen.findByRole('listitem', { name: 'Asha Nair: Wedding' });
    expect(item).toHaveTextContent('Rejected by Dr. Meera Iyer · Sat 21 Nov 2026, 10:30 am');
    expect(item).toHaveTextContent('Reason: Exams that week');
    expect(queries.at(-1)).toEqual({ status: 'decided', page: '1', limit: '10' });

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ status: 'decided', page: '2', limit: '10' }));
    await user.click(screen.getByRole('button', { name: 'Rejected' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ status: '-1', page: '1', limit: '10' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search student' }), 'asha');
    await waitFor(() => expect(queries.at(-1)).toEqual({ status: '-1', search: 'asha', page: '1', limit: '10' }));
  });

  it("shows the server's message when a decision is refused, and refreshes the list", async () => {
    const served = serveDecisions([gatepassOf({ name: 'Asha Nair' })], () =>
      failure(409, SERVER_MESSAGES.requestEditedSince),
    );
    const { user } = renderWithProviders(<ToDecide />);

    await user.click(await screen.findByRole('button', { name: 'Approve gate pass of Asha Nair' }));

    expect(await screen.findByText(SERVER_MESSAGES.requestEditedSince)).toBeInTheDocument();
    await waitFor(() => expect(served.reads()).toBe(2));
    expect(screen.getByRole('article', { name: 'Gate pass request of Asha Nair' })).toBeInTheDocument();
  });

  it("shows the server's message when the list fails", async () => {
    server.use(http.get(apiUrl('faculty/gatepass'), () => failure(403, SERVER_MESSAGES.outsideJurisdiction)));
    const { container } = renderWithProviders(<ToDecide />);
    const alert = await within(container).findByRole('alert');
    expect(alert).toHaveTextContent(SERVER_MESSAGES.outsideJurisdiction);
  });
});
