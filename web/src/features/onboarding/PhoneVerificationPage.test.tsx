import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/queryClient';
import Toaster from '../../ui/Toaster';

const sendCode = vi.fn((_phone: string) => Promise.resolve({ confirm: vi.fn() }));
vi.mock('../../lib/firebasePhoneAuth', () => ({
  createPhoneSignIn: () => ({ sendCode, dispose: vi.fn() }),
  firebaseErrorCode: () => undefined,
}));

const { default: PhoneVerificationPage } = await import('./PhoneVerificationPage');

beforeEach(() => localStorage.setItem('userName', 'Noor'));
afterEach(() => {
  // Unmounted before jsdom goes: the page's timers and the toast must not outlive the test.
  cleanup();
  localStorage.clear();
  sendCode.mockClear();
});

describe('the phone page', () => {
  it('sends the code for a tap that comes the moment the page appears', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <PhoneVerificationPage />
          <Toaster />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: /Phone Number/ }), { target: { value: '(555) 555-0142' } });
    // The code goes out when the test says so, inside act: every update of the page is flushed here,
    // none is left for React's scheduler after the test.
    let deliver!: (confirmation: Awaited<ReturnType<typeof sendCode>>) => void;
    sendCode.mockImplementationOnce(() => new Promise((resolve) => (deliver = resolve)));
    const send = screen.getByRole('button', { name: 'Send Verification Code' });
    await act(async () => {
      fireEvent.click(send);
    });
    expect(sendCode).toHaveBeenCalledWith('+15555550142');
    expect(send.getAttribute('aria-busy')).toBe('true');
    await act(async () => deliver({ confirm: vi.fn() }));
    expect(screen.getByText('Verification code sent')).toBeTruthy();
  });
});
