import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { useQuery } from '@tanstack/react-query';
import { STORAGE_KEYS, type CurrentUser } from '@portal/domain';
import { answer, apiUrl } from '../test/api';
import { gatepassOf } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { server } from '../test/server';
import { SessionProvider, useSession } from './session';

/*
 * Signing out (docs/rules.md, "The installed app and offline"): nothing of the user stays in the
 * browser for the next one on the same phone: no token, no last area, no answer in the query cache.
 */

const student = { _id: 'u1', name: 'Asha Student', email: 'asha@college.example', type: 'student' } as CurrentUser;

function OwnPasses() {
  const { user, signOut } = useSession();
  const passes = useQuery({
    queryKey: ['gatepass', 'own'],
    queryFn: async () => (await fetch(apiUrl('gatepass')).then((response) => response.json())) as { data: unknown[] },
    enabled: Boolean(user),
  });
  return (
    <>
      <p>{user ? `Signed in as ${user.name}` : 'Visitor'}</p>
      {passes.data && <p>{passes.data.data.length} passes</p>}
      <button type="button" onClick={signOut}>
        Sign out
      </button>
    </>
  );
}

describe('signing out', () => {
  it('drops the token, the area and every cached answer', async () => {
    server.use(
      http.get(apiUrl('user/getUser'), () => answer(student)),
      http.get(apiUrl('gatepass'), () => answer([gatepassOf(), gatepassOf()])),
    );
    localStorage.setItem(STORAGE_KEYS.area, 'student');
    const { user, queryClient } = renderWithProviders(
      <SessionProvider>
        <OwnPasses />
      </SessionProvider>,
    );
    await screen.findByText('2 passes');
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.data !== undefined),
    ).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByText('Visitor');
    await waitFor(() =>
      expect(
        queryClient
          .getQueryCache()
          .getAll()
          .filter((query) => query.state.data !== undefined),
      ).toEqual([]),
    );
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.area)).toBeNull();
  });
});
