/** Placeholder until its feature lands (issue 7): renders nothing. */
import '../../first-load.ts';
export default function Placeholder() {
  return null;
}
