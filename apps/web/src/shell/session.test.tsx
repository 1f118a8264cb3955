import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useQuery } from '@tanstack/react-query';
import { STORAGE_KEYS, type CurrentUser } from '@portal/domain';
import { answer, apiUrl } from '../test/api';
import { gatepassOf } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { server } from '../test/server';
import { createQueryClient } from './queryClient';
import { CURRENT_USER_KEY, SessionProvider, knowCurrentUser, useSession } from './session';

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

/*
 * Before the app's first render (main.tsx): who is signed in, when nothing was kept from the last
 * visit, so that the first render is the user's screen; never a wait offline or without a token.
 */
describe('knowing the current user before the first render', () => {
  afterEach(() => vi.restoreAllMocks());

  const countingCalls = () => {
    const calls = { count: 0 };
    server.use(
      http.get(apiUrl('user/getUser'), () => {
        calls.count += 1;
        return answer(student);
      }),
    );
    return calls;
  };

  it('asks the server once and keeps the answer as the current user', async () => {
    const calls = countingCalls();
    const queryClient = createQueryClient();
    await knowCurrentUser(queryClient);
    expect(calls.count).toBe(1);
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toMatchObject({ name: 'Asha Student' });
  });

  it('asks nothing when the user was kept, when there is no token, or offline', async () => {
    const calls = countingCalls();
    const kept = createQueryClient();
    kept.setQueryData(CURRENT_USER_KEY, student);
    await knowCurrentUser(kept);

    localStorage.removeItem(STORAGE_KEYS.token);
    await knowCurrentUser(createQueryClient());

    localStorage.setItem(STORAGE_KEYS.token, 'a-token');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const offline = createQueryClient();
    await knowCurrentUser(offline);
    expect(offline.getQueryData(CURRENT_USER_KEY)).toBeUndefined();
    expect(calls.count).toBe(0);
  });
});
