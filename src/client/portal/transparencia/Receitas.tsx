import { reaisDosCentavos } from '../../../shared/financeiro/centavos.ts';
import type { ItemPublicado } from '../../../shared/portaltransparencia/contrato.ts';
import { formatarData, formatarReais, useIdioma, useTextos, type IdiomaDoPortal } from '../idioma.ts';
import { TEXTOS_DA_TRANSPARENCIA, type TextosDaTransparencia } from './textos.ts';

type ReceitasPublicadas = NonNullable<ItemPublicado['receitas']>;

/** "ano de 2025" for a whole calendar year, else the two dates. */
function periodo(idioma: IdiomaDoPortal, t: TextosDaTransparencia, { inicio, fim }: ReceitasPublicadas['periodo']): string {
  const ano = inicio.slice(0, 4);
  if (inicio === `${ano}-01-01` && fim === `${ano}-12-31`) return t.receitas.ano(ano);
  return `${formatarData(idioma, inicio)} ${t.parceria.a} ${formatarData(idioma, fim)}`;
}

/** The amounts received by source as a table, its caption naming the period, the total in the footer. */
export function Receitas({ receitas }: { receitas: ReceitasPublicadas }) {
  const { idioma } = useIdioma();
  const t = useTextos(TEXTOS_DA_TRANSPARENCIA);
  return (
    <div className="tabela-rolavel">
      <table className="receitas">
        <caption>{t.receitas.legenda(periodo(idioma, t, receitas.periodo))}</caption>
        <thead>
          <tr>
            <th scope="col">{t.receitas.fonte}</th>
            <th scope="col" className="numero">{t.receitas.recebido}</th>
          </tr>
        </thead>
        <tbody>
          {receitas.linhas.map((l) => (
            <tr key={l.fonte}>
              <th scope="row">{t.receitas.fontes[l.fonte]}</th>
              <td className="numero">{formatarReais(idioma, reaisDosCentavos(l.valorCentavos))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t.receitas.total}</th>
            <td className="numero">{formatarReais(idioma, reaisDosCentavos(receitas.totalCentavos))}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
