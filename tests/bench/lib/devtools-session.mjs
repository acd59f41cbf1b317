/**
 * One DevTools-protocol session over a target's WebSocket (a Chrome tab, or a Node process started
 * with --inspect): `send(method, params)` answers the command's result (rejects on its error),
 * `event(name)` resolves at the next such event, `close()` ends the session.
 */
export async function devtoolsSession(webSocketUrl) {
  const socket = new WebSocket(webSocketUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = () => reject(new Error(`no DevTools connection to ${webSocketUrl}`));
  });
  let next = 0;
  const pending = new Map();
  const waiting = new Map();
  socket.onmessage = (message) => {
    const data = JSON.parse(String(message.data));
    if (data.id !== undefined) {
      pending.get(data.id)?.(data);
      pending.delete(data.id);
    } else if (data.method && waiting.has(data.method)) {
      waiting.get(data.method)();
      waiting.delete(data.method);
    }
  };
  return {
    send(method, params = {}) {
      const id = ++next;
      socket.send(JSON.stringify({ id, method, params }));
      return new Promise((resolve, reject) =>
        pending.set(id, (m) => (m.error ? reject(new Error(m.error.message)) : resolve(m.result))),
      );
    },
    event: (name) => new Promise((resolve) => waiting.set(name, resolve)),
    close: () => socket.close(),
  };
}
