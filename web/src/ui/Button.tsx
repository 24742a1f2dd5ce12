import { forwardRef, type ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonStyling {
  variant?: ButtonVariant;
  size?: 'md' | 'lg' | 'sm';
  block?: boolean;
}

export function buttonClasses({ variant = 'primary', size = 'md', block }: ButtonStyling, extra?: string): string {
  return ['button', `button--${variant}`, `button--${size}`, block ? 'button--block' : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

export const Button = forwardRef<
  HTMLButtonElement,
  ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyling & { busy?: boolean }
>(function Button({ variant, size, block, busy, className, children, disabled, type = 'button', ...rest }, ref) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClasses({ variant, size, block }, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <span className="spinner spinner--inline" aria-hidden />}
      {children}
    </button>
  );
});
