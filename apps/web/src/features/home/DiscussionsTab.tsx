import { DiscussionBoard } from '../../kit/discussion/DiscussionBoard';

/** The student's Discussions tab: the board of the own class (the server picks it). */
export default function DiscussionsTab() {
  return <DiscussionBoard />;
}
