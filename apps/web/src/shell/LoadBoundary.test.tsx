import { Suspense, lazy, useState } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { LoadBoundary, PageLoadFailed } from './LoadBoundary';

/*
 * A screen whose code cannot be downloaded (docs/rules.md, "The installed app and offline") shows a
 * message with a way out where the screen would be, and leaves the rest of the page.
 */

/** A screen whose code never arrives, as a lazy page's does when the network is gone. */
const Unreachable = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));

function Page() {
  const [where, setWhere] = useState('/fees');
  return (
    <>
      <nav>
        <button type="button" onClick={() => setWhere('/events')}>
          Events
        </button>
      </nav>
      <LoadBoundary resetKey={where} fallback={<PageLoadFailed />}>
        <Suspense fallback={<p>Loading</p>}>{where === '/fees' ? <Unreachable /> : <p>The events</p>}</Suspense>
      </LoadBoundary>
    </>
  );
}

describe('a screen that cannot be loaded', () => {
  it('says so with a Reload button, keeps the rest of the page, and lets the next address load', async () => {
    // React reports the caught error on the console; that report is expected here.
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderWithProviders(<Page />);
    expect(await screen.findByText('This page could not be loaded. Check the connection, then reload.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Events' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Events' }));
    expect(await screen.findByText('The events')).toBeVisible();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
    report.mockRestore();
  });
});
