import { afterEach, describe, expect, it } from 'vitest';
import { focusAfterDialog } from './focus-after-dialog.ts';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

afterEach(() => {
  document.body.replaceChildren();
});

describe('given a dialog that is closing', () => {
  it('should move the focus only once the dialog has left the page', async () => {
    const target = document.body.appendChild(Object.assign(document.createElement('button'), { id: 'target' }));
    const dialog = document.body.appendChild(document.createElement('div'));
    dialog.setAttribute('data-slot', 'dialog-content');
    focusAfterDialog('target');
    for (let frame = 0; frame < 3; frame += 1) await nextFrame();
    expect(document.activeElement).not.toBe(target);
    dialog.remove();
    await nextFrame();
    await nextFrame();
    expect(document.activeElement).toBe(target);
  });
});

describe('given no dialog', () => {
  it('should move the focus at the next frame', async () => {
    const target = document.body.appendChild(Object.assign(document.createElement('button'), { id: 'target' }));
    focusAfterDialog('target');
    expect(document.activeElement).not.toBe(target);
    await nextFrame();
    await nextFrame();
    expect(document.activeElement).toBe(target);
  });
});
