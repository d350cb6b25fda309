import type { InputHTMLAttributes } from 'react';

/** A labelled input with its message under it, tied by aria-describedby for screen readers. */
export function Campo({ id, rotulo, erro, ...entrada }: { id: string; rotulo: string; erro?: string | undefined } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="campo">
      <label htmlFor={id}>{rotulo}</label>
      <input id={id} name={id} aria-invalid={erro ? true : undefined} aria-describedby={erro ? `${id}-erro` : undefined} {...entrada} />
      {erro && <p id={`${id}-erro`} className="erro">{erro}</p>}
    </div>
  );
}
