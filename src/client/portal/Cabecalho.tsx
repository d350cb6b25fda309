/** The institution's logo and name atop every public page. */
export function Cabecalho({ nome, logoUrl }: { nome: string; logoUrl: string | null }) {
  return (
    <header className="cabecalho">
      {logoUrl && <img src={logoUrl} alt="" className="logo" />}
      <span className="instituicao">{nome}</span>
    </header>
  );
}
