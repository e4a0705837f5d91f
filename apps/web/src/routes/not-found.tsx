import { data } from 'react-router';

/** Any path the shop does not know: the not-found page with its 404 status (pages.tsx draws it). */
export function loader(): never {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
