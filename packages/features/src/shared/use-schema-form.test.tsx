import { loginSchema } from '@license-console/domain';
import type * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { useSchemaForm } from './use-schema-form.ts';

const empty = { email: '', password: '', rememberPassword: false };

function changeEvent(value: string | boolean) {
  const target = typeof value === 'boolean' ? { checked: value, value: 'on' } : { value, checked: false };
  return { target } as unknown as React.ChangeEvent<HTMLInputElement>;
}

describe('given the schema form controller', () => {
  it('should not validate before the first submit', async () => {
    const { result, act } = await renderHook(() => useSchemaForm(loginSchema, empty));
    await act(() => result.current.register('email').onChange(changeEvent('x')));
    expect(result.current.errors).toEqual({});
  });

  it('should validate on submit and hand over the parsed values only when valid', async () => {
    const onValid = vi.fn();
    const { result, act } = await renderHook(() => useSchemaForm(loginSchema, empty));
    await act(() => result.current.handleSubmit(onValid)());
    expect(Object.keys(result.current.errors)).toEqual(['email', 'password']);
    expect(onValid).not.toHaveBeenCalled();
    await act(() => result.current.register('email').onChange(changeEvent(' ada@example.com ')));
    await act(() => result.current.register('password').onChange(changeEvent('secret')));
    await act(() => result.current.register('rememberPassword').onChange(changeEvent(true)));
    await act(() => result.current.handleSubmit(onValid)());
    expect(onValid).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret', rememberPassword: true });
  });

  it('should re-validate on every change once submitted', async () => {
    const { result, act } = await renderHook(() => useSchemaForm(loginSchema, empty));
    await act(() => result.current.handleSubmit(() => {})());
    await act(() => result.current.register('password').onChange(changeEvent('secret')));
    expect(result.current.errors.password).toBeUndefined();
    expect(result.current.errors.email).toBeDefined();
  });

  it('should give a boolean field checked and a text field value', async () => {
    const { result } = await renderHook(() => useSchemaForm(loginSchema, { ...empty, email: 'a@b.co' }));
    expect(result.current.register('rememberPassword')).toMatchObject({ name: 'rememberPassword', checked: false });
    expect(result.current.register('email')).toMatchObject({ name: 'email', value: 'a@b.co' });
  });
});
