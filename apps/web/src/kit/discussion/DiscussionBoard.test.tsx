import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  DISCUSSION_PAGE_SIZE,
  MESSAGES,
  SERVER_MESSAGES,
  type DiscussionPage,
  type DiscussionPost,
} from '@portal/domain';
import { answer, apiUrl, failure, message, sentBodies } from '../../test/api';
import { discussionPostOf, newId } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { server } from '../../test/server';
import { DiscussionBoard } from './DiscussionBoard';

/*
 * The discussion kit (docs/architecture.md, "Discussions"): a class's board, its post box, replies,
 * Delete behind its confirmation and Load more, against GET, POST and DELETE shared/discussion.
 */

const CLASS = { department: 'CSE', semester: 5 } as const;

/** A class's board as the server keeps it: threads newest first, a page at a time, and what it was sent. */
function serveBoard(initial: DiscussionPost[]) {
  let threads = initial;
  const pagesAsked: string[] = [];
  const posts = sentBodies();
  const deleted: string[] = [];
  server.use(
    http.get(apiUrl('shared/discussion'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      pagesAsked.push(query.toString());
      const page = Number(query.get('page'));
      const limit = Number(query.get('limit'));
      return HttpResponse.json({
        success: true,
        department: CLASS.department,
        semester: CLASS.semester,
        data: threads.slice((page - 1) * limit, page * limit),
        total: threads.length,
        page,
        limit,
      } satisfies DiscussionPage);
    }),
    http.post(apiUrl('shared/discussion'), async ({ request }) => {
      await posts.record(request);
      const { text, parentId } = posts.bodies.at(-1) as { text: string; parentId?: string };
      const mine = { _id: newId(), text, author: { _id: 'me', name: 'Meera Das', type: 'faculty' as const } };
      const created = { ...mine, createdAt: '2026-11-24T05:00:00.000Z', canDelete: true };
      threads = parentId
        ? threads.map((thread) =>
            thread._id === parentId ? { ...thread, replies: [...thread.replies, created] } : thread,
          )
        : [{ ...created, replies: [] }, ...threads];
      return answer(
        { _id: created._id },
        parentId ? SERVER_MESSAGES.discussionReplied : SERVER_MESSAGES.discussionPosted,
        201,
      );
    }),
    http.delete(apiUrl('shared/discussion/:id'), ({ params }) => {
      const id = String(params.id);
      deleted.push(id);
      threads = threads
        .filter((thread) => thread._id !== id)
        .map((thread) => ({ ...thread, replies: thread.replies.filter((reply) => reply._id !== id) }));
      return message(SERVER_MESSAGES.discussionDeleted);
    }),
  );
  return { pagesAsked, posts: posts.bodies, deleted };
}

describe('the discussion board', () => {
  it('shows a new post once it is posted, with the class it was posted in', async () => {
    const board = serveBoard([]);
    const { user } = renderWithProviders(<DiscussionBoard of={CLASS} />);

    expect(await screen.findByText('No posts yet. Start the discussion.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your post' }), 'Lab record due on Friday');
    await user.click(screen.getByRole('button', { name: 'Post' }));

    expect(await screen.findByText(SERVER_MESSAGES.discussionPosted)).toBeInTheDocument();
    expect(board.posts).toEqual([{ ...CLASS, text: 'Lab record due on Friday' }]);
    const thread = await screen.findByRole('article', { name: 'Post by Meera Das' });
    expect(thread).toHaveTextContent('Lab record due on Friday');
    expect(within(thread).getByText('Faculty')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your post' })).toHaveValue('');
  });

  it('refuses a blank post and sends nothing', async () => {
    const board = serveBoard([]);
    const { user } = renderWithProviders(<DiscussionBoard of={CLASS} />);

    await user.click(await screen.findByRole('button', { name: 'Post' }));

    expect(await screen.findByText(MESSAGES.required)).toBeInTheDocument();
    expect(board.posts).toEqual([]);
  });

  it("shows the server's message when a post is refused", async () => {
    serveBoard([]);
    server.use(http.post(apiUrl('shared/discussion'), () => failure(403, SERVER_MESSAGES.discussionNotOfClass)));
    const { user } = renderWithProviders(<DiscussionBoard of={CLASS} />);

    await user.type(await screen.findByRole('textbox', { name: 'Your post' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Post' }));

    expect((await screen.findAllByText(SERVER_MESSAGES.discussionNotOfClass))[0]).toBeInTheDocument();
    // What was typed stays, to be sent again.
    expect(screen.getByRole('textbox', { name: 'Your post' })).toHaveValue('Hello');
  });

  it('shows replies under their post, and a new reply once it is sent', async () => {
    const thread = discussionPostOf({
      author: { _id: newId(), name: 'Asha Nair', type: 'student' },
      text: 'When is the lab record due?',
      replies: [
        {
          _id: newId(),
          text: 'Friday, I think',
          author: { _id: newId(), name: 'Ravi Menon', type: 'student' },
          createdAt: '2026-11-20T05:00:00.000Z',
          canDelete: false,
        },
      ],
    });
    const board = serveBoard([thread]);
    const { user } = renderWithProviders(<DiscussionBoard of={CLASS} />);

    const post = await screen.findByRole('article', { name: 'Post by Asha Nair' });
    expect(within(post).getByRole('list', { name: 'Replies to Asha Nair' })).toHaveTextContent('Friday, I think');
    await user.click(within(post).getByRole('button', { name: 'Reply' }));
    await user.type(within(post).getByRole('textbox', { name: 'Your reply' }), 'Yes, Friday at 5');
    await user.click(within(post).getByRole('button', { name: 'Reply' }));

    expect(await screen.findByText(SERVER_MESSAGES.discussionReplied)).toBeInTheDocument();
    expect(board.posts).toEqual([{ ...CLASS, text: 'Yes, Friday at 5', parentId: thread._id }]);
    const replies = within(post).getByRole('list', { name: 'Replies to Asha Nair' });
    await waitFor(() => expect(within(replies).getAllByRole('listitem')).toHaveLength(2));
    expect(replies).toHaveTextContent('Yes, Friday at 5');
    // The box closes and Reply is offered again.
    expect(within(post).queryByRole('textbox', { name: 'Your reply' })).not.toBeInTheDocument();
  });

  it('deletes a post only after the confirmation', async () => {
    const mine = discussionPostOf({ author: { _id: newId(), name: 'Asha Nair', type: 'student' }, canDelete: true });
    const other = discussionPostOf({ author: { _id: newId(), name: 'Ravi Menon', type: 'student' } });
    const board = serveBoard([mine, other]);
    const { user } = renderWithProviders(<DiscussionBoard of={CLASS} />);

    await screen.findByRole('article', { name: 'Post by Asha Nair' });
    // Delete only where the server says the viewer may.
    expect(screen.queryByRole('button', { name: 'Delete the post by Ravi Menon' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete the post by Asha Nair' }));
    const confirm = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(confirm).toHaveTextContent(MESSAGES.confirmDelete);
    expect(board.deleted).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));

    expect(await screen.findByText(SERVER_MESSAGES.discussionDeleted)).toBeInTheDocument();
    expect(board.deleted).toEqual([mine._id]);
    // The page is hidden from assistive technology until the confirmation has closed.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Please confirm' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Post by Asha Nair' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Post by Ravi Menon' })).toBeInTheDocument();
  });

  it('fetches the next page of older threads with Load more', async () => {
    const threads = Array.from({ length: DISCUSSION_PAGE_SIZE + 1 }, (_, index) =>
      discussionPostOf({ text: `Thread number ${index + 1}` }),
    );
    const board = serveBoard(threads);
    const { user } = renderWithProviders(<DiscussionBoard of={CLASS} />);

    expect(await screen.findByText(`Showing ${DISCUSSION_PAGE_SIZE} of ${threads.length} threads`)).toBeInTheDocument();
    expect(screen.queryByText(`Thread number ${threads.length}`)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByText(`Thread number ${threads.length}`)).toBeInTheDocument();
    expect(screen.getByText(`Showing ${threads.length} of ${threads.length} threads`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const asked = board.pagesAsked.map((query) => Object.fromEntries(new URLSearchParams(query)));
    expect(asked).toEqual([
      { department: 'CSE', semester: '5', page: '1', limit: String(DISCUSSION_PAGE_SIZE) },
      { department: 'CSE', semester: '5', page: '2', limit: String(DISCUSSION_PAGE_SIZE) },
    ]);
  });

  it("shows a student's own class and asks for no class", async () => {
    const board = serveBoard([]);
    renderWithProviders(<DiscussionBoard />);
    expect(await screen.findByText(/The board of your class, CSE · /)).toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(board.pagesAsked[0]))).toEqual({
      page: '1',
      limit: String(DISCUSSION_PAGE_SIZE),
    });
  });
});
