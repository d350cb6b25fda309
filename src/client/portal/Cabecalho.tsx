import { useIdioma } from './idioma.ts';

/** The institution's logo and name atop every public page, and the language switch. */
export function Cabecalho({ nome, logoUrl }: { nome: string; logoUrl: string | null }) {
  const { idioma, trocar } = useIdioma();
  const outro = idioma === 'en' ? { idioma: 'pt-BR' as const, rotulo: 'Português' } : { idioma: 'en' as const, rotulo: 'English' };
  return (
    <header className="cabecalho">
      {logoUrl && <img src={logoUrl} alt="" className="logo" />}
      <span className="instituicao">{nome}</span>
      <button type="button" className="idioma" lang={outro.idioma} onClick={() => trocar(outro.idioma)}>
        {outro.rotulo}
      </button>
    </header>
  );
}
