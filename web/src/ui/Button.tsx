import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface Styling {
  variant?: ButtonVariant;
  size?: 'md' | 'lg' | 'sm';
  block?: boolean;
}

function classes({ variant = 'primary', size = 'md', block }: Styling, extra?: string): string {
  return ['button', `button--${variant}`, `button--${size}`, block ? 'button--block' : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

export const Button = forwardRef<
  HTMLButtonElement,
  ButtonHTMLAttributes<HTMLButtonElement> & Styling & { busy?: boolean }
>(function Button({ variant, size, block, busy, className, children, disabled, type = 'button', ...rest }, ref) {
  return (
    <button
      ref={ref}
      type={type}
      className={classes({ variant, size, block }, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <span className="spinner spinner--inline" aria-hidden />}
      {children}
    </button>
  );
});

/** A link that looks like a button. */
export function ButtonLink({ variant, size, block, className, ...rest }: LinkProps & Styling) {
  return <Link className={classes({ variant, size, block }, className)} {...rest} />;
}
