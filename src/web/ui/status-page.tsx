import type { ReactNode } from 'react';

interface StatusPageProps {
  title: string;
  text?: string;
  actions?: ReactNode;
}

export function StatusPage({ title, text, actions }: StatusPageProps) {
  return (
    <section className="status-page container">
      <h1>{title}</h1>
      {text === undefined ? null : <p>{text}</p>}
      {actions === undefined ? null : <div className="status-page__actions">{actions}</div>}
    </section>
  );
}
