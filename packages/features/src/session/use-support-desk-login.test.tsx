import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseSupportDeskAnswer, postToSupportDesk } from './use-support-desk-login.ts';

describe('given the support-desk answer', () => {
  it('should read the token and the desk address from the query-like string', () => {
    expect(parseSupportDeskAnswer('jwt=a.b.c&url=https%3A%2F%2Fdesk.example.com%2Faccess%2Fjwt')).toEqual({
      jwt: 'a.b.c',
      url: 'https://desk.example.com/access/jwt',
    });
  });

  it.each(['', 'jwt=a.b.c', 'url=https%3A%2F%2Fdesk.example.com', 'jwt=&url=x'])('should refuse %j', (answer) => {
    expect(() => parseSupportDeskAnswer(answer)).toThrow();
  });
});

describe('given the hand-off to the desk', () => {
  afterEach(() => {
    for (const form of document.querySelectorAll('form[hidden]')) form.remove();
    vi.restoreAllMocks();
  });

  it('should post jwt and return_to to the desk address as a form', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    postToSupportDesk({ url: 'https://desk.example.com/access/jwt', jwt: 'a.b.c', returnTo: 'https://desk/hc' });
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://desk.example.com/access/jwt');
    expect(Object.fromEntries(new FormData(form))).toEqual({ jwt: 'a.b.c', return_to: 'https://desk/hc' });
  });

  it('should leave return_to out when the desk named none', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    postToSupportDesk({ url: '/dev/support-desk', jwt: 'a.b.c', returnTo: null });
    expect(Object.fromEntries(new FormData(submit.mock.contexts[0] as HTMLFormElement))).toEqual({ jwt: 'a.b.c' });
  });
});
