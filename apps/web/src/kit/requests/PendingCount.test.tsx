import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, pageOf } from '../../test/api';
import { gatepassOf } from '../../test/fixtures';
import { leaveRequests as applications } from '../../test/requestKinds';
import { renderWithProviders } from '../../test/render';
import { server } from '../../test/server';
import { PendingCount } from './PendingCount';

/*
 * The drawer's count of the requests waiting for the approver (docs/architecture.md, "Requests and
 * approval"), on the leave applications' paths.
 */

const Count = ({ one = 'leave application', many = 'leave applications' }: { one?: string; many?: string }) => (
  <PendingCount id="pending-leave" api={applications} noun={{ one, many }} />
);

/** The approver's list answering one row and the total, as the server pages it; the queries asked. */
function servePending(total: number) {
  const asked: string[] = [];
  server.use(
    http.get(apiUrl('faculty/leave'), ({ request }) => {
      asked.push(new URL(request.url).search);
      return pageOf(total > 0 ? [gatepassOf()] : [], { limit: 1, total });
    }),
  );
  return asked;
}

describe('the pending count', () => {
  it('shows how many requests wait, asking for one row only', async () => {
    const asked = servePending(3);
    renderWithProviders(<Count />);
    // What screen readers hear, and the chip the eye sees.
    expect(await screen.findByText('3 pending leave applications')).toHaveAttribute('id', 'pending-leave');
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(asked).toEqual(['?limit=1']);
  });

  it('names one request in the singular and several by the plural it is given', async () => {
    servePending(1);
    const { unmount } = renderWithProviders(<Count one="gate pass" many="gate passes" />);
    expect(await screen.findByText('1 pending gate pass')).toBeInTheDocument();
    unmount();
    servePending(2);
    renderWithProviders(<Count one="gate pass" many="gate passes" />);
    expect(await screen.findByText('2 pending gate passes')).toBeInTheDocument();
  });

  it('shows nothing when none wait', async () => {
    const asked = servePending(0);
    const { container, queryClient } = renderWithProviders(<Count />);
    await waitFor(() => expect(asked).toHaveLength(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(container).toBeEmptyDOMElement();
  });
});
