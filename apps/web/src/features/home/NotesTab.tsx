import { ResourceCards } from '../../kit/resources/ResourceCards';

/** The student's Notes tab: the course cards of the own class (the server picks it). */
export default function NotesTab() {
  return <ResourceCards />;
}
