/** How many frames the focus waits for a closing dialog to leave the page before it moves all the same. */
const MAX_FRAMES = 60;

/**
 * Moves the focus to the element with `id` once the dialog open now (the one closing) has left the page. While the
 * dialog is still there, its focus trap takes the focus straight back; and the dialog leaves with React's next
 * commit, which on a busy machine can come after the next frame.
 */
function focusAfterDialog(id: string) {
  const closing = document.querySelector('[data-slot="dialog-content"]');
  const attempt = (framesLeft: number) =>
    requestAnimationFrame(() => {
      if (closing?.isConnected && framesLeft > 0) {
        attempt(framesLeft - 1);
        return;
      }
      document.getElementById(id)?.focus();
    });
  attempt(MAX_FRAMES);
}

export { focusAfterDialog };
