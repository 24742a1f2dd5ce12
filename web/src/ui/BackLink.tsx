import { ButtonLink } from './ButtonLink';

/** The quiet link back at the top of a page. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <div className="page__bar">
      <ButtonLink to={to} variant="ghost" size="sm">
        ← {children}
      </ButtonLink>
    </div>
  );
}
