import { makeStyles, tokens } from '@fluentui/react-components';
import { Quantia } from '../movimento/Quantia.tsx';

const useEstilos = makeStyles({
  tabela: { borderCollapse: 'collapse', width: '100%', marginTop: tokens.spacingVerticalS },
  celula: { textAlign: 'left', padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`, borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  numero: { textAlign: 'right' },
});

export interface LinhaSimples {
  chave: string;
  rotulo: string;
  /** The hash path the row opens, as its bar does. */
  caminho: string | null;
  valores: readonly number[];
}

/** A chart's figures: one row per bar, the amounts in reais; a row's label opens what its bar opens. */
export function TabelaSimples({ legenda, colunas, linhas }: { legenda: string; colunas: readonly string[]; linhas: readonly LinhaSimples[] }) {
  const estilos = useEstilos();
  return (
    <table className={estilos.tabela} aria-label={legenda}>
      <thead>
        <tr>
          {colunas.map((c, i) => (
            <th key={c} scope="col" className={i === 0 ? estilos.celula : `${estilos.celula} ${estilos.numero}`}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {linhas.map((l) => (
          <tr key={l.chave}>
            <th scope="row" className={estilos.celula}>
              {l.caminho === null ? l.rotulo : <a href={`#${l.caminho}`}>{l.rotulo}</a>}
            </th>
            {l.valores.map((v, i) => (
              <td key={colunas[i + 1] ?? i} className={`${estilos.celula} ${estilos.numero}`}>
                <Quantia valor={v} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
