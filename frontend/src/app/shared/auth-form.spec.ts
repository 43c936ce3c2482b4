import { signal } from '@angular/core';
import type { AuthResponse } from '@juxta/contracts';
import { ApiError } from '../core/api-error';
import { AuthForm, type AuthFormNavigator } from './auth-form';

type Field = 'email' | 'password';

const USER = { id: 'u1', name: 'Ada', email: 'ada@example.com', createdAt: '2026-01-01T00:00:00.000Z' };

function setup(callbackUrl?: string) {
  const errors = signal<Record<Field, string | null>>({ email: 'Enter your e-mail.', password: null });
  const navigator = { navigateByUrl: jest.fn<ReturnType<AuthFormNavigator['navigateByUrl']>, Parameters<AuthFormNavigator['navigateByUrl']>>() };
  navigator.navigateByUrl.mockResolvedValue(true);
  const form = new AuthForm<Field>({ errors, callbackUrl: signal(callbackUrl) }, navigator);
  return { form, errors, navigator };
}

function submitEvent(): Event {
  const formElement = document.createElement('form');
  const event = new Event('submit', { cancelable: true });
  formElement.dispatchEvent(event);
  return event;
}

const respond = (redirectTo: string) => (): Promise<AuthResponse> => Promise.resolve({ user: USER, redirectTo });

describe('AuthForm', () => {
  it('shows a field error only once the field was left or the form submitted', async () => {
    const { form } = setup();
    expect(form.show('email')).toBe(false);
    form.touch('email');
    expect(form.show('email')).toBe(true);
    expect(form.show('password')).toBe(false); // touched or not, a valid field shows nothing

    const other = setup().form;
    await other.submit(submitEvent(), respond('/'));
    expect(other.show('email')).toBe(true);
  });

  it('does not send an invalid form', async () => {
    const { form, navigator } = setup();
    const send = jest.fn(respond('/'));
    const event = submitEvent();
    await form.submit(event, send);
    expect(event.defaultPrevented).toBe(true);
    expect(send).not.toHaveBeenCalled();
    expect(navigator.navigateByUrl).not.toHaveBeenCalled();
    expect(form.busy()).toBe(false);
  });

  it('sends a valid form with the safe callback URL and goes where the server says', async () => {
    const { form, errors, navigator } = setup('/compare/abc');
    errors.set({ email: null, password: null });
    const send = jest.fn(respond('/compare/abc'));
    const pending = form.submit(submitEvent(), send);
    expect(form.busy()).toBe(true);
    await form.submit(submitEvent(), send); // a second submit while busy is ignored
    await pending;

    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('/compare/abc');
    expect(navigator.navigateByUrl).toHaveBeenCalledWith('/compare/abc');
    expect(form.busy()).toBe(false);
    expect(form.callbackParams()).toEqual({ callbackUrl: '/compare/abc' });
  });

  it('ignores an unsafe callback URL and an unsafe redirect', async () => {
    const { form, errors, navigator } = setup('//evil.example/');
    errors.set({ email: null, password: null });
    const send = jest.fn(respond('https://evil.example/'));
    await form.submit(submitEvent(), send);

    expect(form.safeCallback()).toBeUndefined();
    expect(form.callbackParams()).toEqual({});
    expect(send).toHaveBeenCalledWith(undefined);
    expect(navigator.navigateByUrl).toHaveBeenCalledWith('/compare');
  });

  it('shows the server error, tells the page, and can be submitted again', async () => {
    const { form, errors, navigator } = setup();
    errors.set({ email: null, password: null });
    const failure = new ApiError('This e-mail is already registered.', 409);
    const onError = jest.fn();
    await form.submit(submitEvent(), () => Promise.reject(failure), onError);

    expect(onError).toHaveBeenCalledWith(failure);
    expect(form.apiError()).toBe('This e-mail is already registered.');
    expect(form.busy()).toBe(false);
    expect(navigator.navigateByUrl).not.toHaveBeenCalled();

    await form.submit(submitEvent(), respond('/profile'));
    expect(form.apiError()).toBeNull();
    expect(navigator.navigateByUrl).toHaveBeenCalledWith('/profile');
  });

  it('moves focus to the server’s message when the request is refused', async () => {
    const { form, errors } = setup();
    errors.set({ email: null, password: null });
    // The page's message element, as the sign-in and sign-up templates render it.
    const message = document.createElement('div');
    message.setAttribute('data-auth-error', '');
    message.tabIndex = -1;
    document.body.append(message);
    await form.submit(submitEvent(), () => Promise.reject(new ApiError('Wrong e-mail or password.', 401)));
    await new Promise((r) => setTimeout(r, 0));
    expect(document.activeElement).toBe(message);
    message.remove();
  });
});
