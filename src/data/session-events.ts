/**
 * What the data layer does when the server refuses the refresh token (400/401). The router installs a
 * navigation to '/logout'; until it has, a full page load does the same.
 */

type SessionExpiredHandler = () => void;

function defaultHandler(): void {
  window.location.assign('/logout');
}

let handler: SessionExpiredHandler = defaultHandler;

/** Installs the handler; returns a function restoring the default. */
export function setSessionExpiredHandler(next: SessionExpiredHandler): () => void {
  handler = next;
  return () => {
    handler = defaultHandler;
  };
}

export function notifySessionExpired(): void {
  handler();
}
