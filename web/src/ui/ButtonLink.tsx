import { Link, type LinkProps } from 'react-router-dom';
import { buttonClasses, type ButtonStyling } from './Button';

/** A link that looks like a button (kept apart from Button: the home page's first screen has no router). */
export function ButtonLink({ variant, size, block, className, ...rest }: LinkProps & ButtonStyling) {
  return <Link className={buttonClasses({ variant, size, block }, className)} {...rest} />;
}
