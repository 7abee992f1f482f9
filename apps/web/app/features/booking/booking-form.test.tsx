import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useImperativeHandle } from 'react';
import type { Ref } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaptchaHandle } from './captcha-check.tsx';

/** Answers a call by name and query with the response body (the envelope). */
const call = vi.fn();
const solve = vi.fn<() => Promise<string | null>>();
const reset = vi.fn();
const prepare = vi.fn();

// The real API client, over a transport that asks `call` for each answer.
vi.mock('../../lib/api/browser-api.ts', async () => {
  const { createApi } = await import('../../lib/api/client.ts');
  const { fakeLogger } = await import('../../lib/api/fake-logger.ts');
  const api = createApi({
    transport: async (request) => ({
      status: 200,
      body: await call(request.path.split('/').pop(), request.query),
    }),
    timeoutMs: 8000,
    log: fakeLogger(),
  });
  return { getBrowserApi: () => api };
});
// The real check runs a proof of work in web workers; here it answers at once.
vi.mock('./captcha-check.tsx', () => ({
  CaptchaCheck({ ref }: { ref?: Ref<CaptchaHandle> }) {
    useImperativeHandle(ref, () => ({ prepare, solve, reset }));
    return null;
  },
}));

const { BookingForm } = await import('./booking-form.tsx');

beforeEach(() => {
  call.mockReset();
  solve.mockReset().mockResolvedValue('solved-payload');
  reset.mockReset();
  prepare.mockReset();
});
afterEach(cleanup);

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/姓名/), '张伟');
  await user.type(screen.getByLabelText(/邮箱/), 'zw@example.com');
  await user.type(screen.getByLabelText(/留言/), '想了解宽体套件');
}

describe('BookingForm', () => {
  it('loads neither the captcha nor the toasts until the visitor starts to use the form', async () => {
    const user = userEvent.setup();
    render(<BookingForm lang="en" />);
    // Long enough for a toaster asked for at once to have arrived and rendered.
    await act(async () => {
      await import('sonner');
    });
    await act(async () => {});
    expect(prepare).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();

    await user.click(screen.getByLabelText(/^Name/));
    await user.click(screen.getByLabelText(/^Message/));
    expect(prepare).toHaveBeenCalledTimes(1);
    // The toaster's live region is there before any toast it will announce.
    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeTruthy();
  });

  it('counts characters as the visitor types and stops at the limit', async () => {
    const user = userEvent.setup();
    render(<BookingForm lang="en" />);
    const name = screen.getByLabelText(/^Name/);
    expect(name).toHaveProperty('maxLength', 20);
    expect(screen.getByLabelText(/^Message/)).toHaveProperty('maxLength', 500);
    expect(screen.getByLabelText(/^Phone/)).toHaveProperty('type', 'tel');
    expect(screen.getByLabelText(/^E-mail/)).toHaveProperty('type', 'email');

    await user.type(name, 'Li Wei');
    expect(name.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toContain('6 / 20');
    await user.type(name, 'x'.repeat(30));
    expect((name as HTMLInputElement).value).toHaveLength(20);
  });

  it('does not send while a required field is empty, and says so', async () => {
    const user = userEvent.setup();
    render(<BookingForm lang="zh" />);
    await user.type(screen.getByLabelText(/姓名/), '张伟');
    await user.click(screen.getByRole('button', { name: '提交' }));

    expect(await screen.findByText('请填写必填字段')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
    expect(solve).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/邮箱/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/姓名/).getAttribute('aria-invalid')).toBeNull();
  });

  it('sends the enquiry with the solved captcha, thanks the visitor and clears the form', async () => {
    call.mockResolvedValue({ success: true, result: null, message: 'ok' });
    const user = userEvent.setup();
    render(<BookingForm lang="zh" />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: '提交' }));

    expect(await screen.findByText('提交成功！我们会尽快与您联系')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('saveContactUsForm', {
      name: '张伟',
      email: 'zw@example.com',
      phoneNum: '',
      messageContent: '想了解宽体套件',
      browseType: 'booking',
      languages: 'cn',
      altcha: 'solved-payload',
      website: '',
      // The page the form is on (the test document's path).
      sourcePath: window.location.pathname,
    });
    expect((screen.getByLabelText(/姓名/) as HTMLInputElement).value).toBe('');
    expect(reset).toHaveBeenCalled();
  });

  it('shows Submitting... and disables the button until the answer arrives', async () => {
    let answer!: (value: unknown) => void;
    call.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<BookingForm lang="en" />);
    await user.type(screen.getByLabelText(/^Name/), 'Li');
    await user.type(screen.getByLabelText(/^E-mail/), 'li@example.com');
    await user.type(screen.getByLabelText(/^Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy).toHaveProperty('disabled', true);
    await act(async () => answer({ success: false, result: null, message: 'nope' }));
    expect(await screen.findByText('Submission failed, please try again later.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', false);
    // A refused enquiry keeps what the visitor typed.
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Li');
  });

  it('reports a failure when the request throws or the captcha cannot be solved', async () => {
    call.mockRejectedValue(new Error('429'));
    const user = userEvent.setup();
    render(<BookingForm lang="zh" />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('提交失败，请稍后重试')).toBeTruthy();

    call.mockClear();
    solve.mockResolvedValue(null);
    await user.click(screen.getByRole('button', { name: '提交' }));
    await vi.waitFor(() => expect(screen.getAllByText('提交失败，请稍后重试').length).toBeGreaterThan(0));
    expect(call).not.toHaveBeenCalled();
  });
});
