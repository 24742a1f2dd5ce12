import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
      <MemoryRouter>
        <PhoneVerificationPage />
        <Toaster />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: /Phone Number/ }), { target: { value: '(555) 555-0142' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    });
    expect(sendCode).toHaveBeenCalledWith('+15555550142');
    expect(await screen.findByText('Verification code sent')).toBeTruthy();
  });
});
