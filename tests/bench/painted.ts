/**
 * Page code (a string: tsx would wrap a named function in a `__name` call the page does not have) defining
 * `afterPaint(done)`: calls `done` once the next frame is painted. `requestAnimationFrame` runs just before that frame's
 * style, layout and paint; a message posted from it runs after them, as the browser's next task.
 */
export const AFTER_PAINT = `
  const afterPaint = (done) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => done();
    channel.port2.postMessage(null);
  });`;
