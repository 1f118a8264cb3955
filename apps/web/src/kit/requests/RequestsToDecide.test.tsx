import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_MESSAGES, STATUS, type Gatepass } from '@portal/domain';
import { apiUrl, failure, message, pageOf } from '../../test/api';
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
    title="Gatepass Requests"
    heading="Pending gate passes"
    noun="gate pass"
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
    http.get(apiUrl('faculty/gatepass'), () => {
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

  it('rejects a request, then the list refreshes and says when none are left', async () => {
    const ravi = gatepassOf({ name: 'Ravi Menon' });
    const served = serveDecisions([ravi], () => message(SERVER_MESSAGES.gatepassRejected));
    const { user } = renderWithProviders(<ToDecide />);

    await user.click(await screen.findByRole('button', { name: 'Reject gate pass of Ravi Menon' }));

    expect(await screen.findByText(SERVER_MESSAGES.gatepassRejected)).toBeInTheDocument();
    expect(served.decisions).toEqual([
      { path: `/api/faculty/gatepass/${ravi._id}/${STATUS.REJECTED}`, body: { updatedAt: ravi.updatedAt } },
    ]);
    expect(await screen.findByText(MESSAGES.noGatepassRequestsToShow)).toBeInTheDocument();
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
