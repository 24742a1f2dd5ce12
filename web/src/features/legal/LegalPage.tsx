import '../../ui/screens.css';
import type { ReactNode } from 'react';
import { ROUTES } from '../../lib/routes';
import { BackLink } from '../../ui/BackLink';

/** A page of plain words anyone can read before giving a phone number: the terms, or what we keep. */
export function LegalPage({ title, lede, children }: { title: string; lede: string; children: ReactNode }) {
  return (
    <div className="page legal">
      <BackLink to={ROUTES.home}>Home</BackLink>
      <header className="page__header">
        <p className="eyebrow">Palme</p>
        <h1>{title}</h1>
        <p className="lede">{lede}</p>
      </header>
      <article className="card legal__body">{children}</article>
    </div>
  );
}
