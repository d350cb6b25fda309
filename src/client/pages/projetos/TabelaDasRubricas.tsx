import { mergeClasses } from '@fluentui/react-components';
import { reaisDosCentavos } from '../../../shared/financeiro/centavos.ts';
import { formatMoney, formatNumber } from '../../../shared/format/index.ts';
import type { ExecucaoDoProjeto } from '../../../shared/projetos/rubricas.ts';
import { useT } from '../../i18n/traducao.ts';
import { useEstilosDoProjeto } from './estilos.ts';

// Budget vs executed by rubrica: what was budgeted, what the títulos charged to it add up to, the
// balance (red when the rubrica is over) and the share spent; the totals below.

const dinheiro = (centavos: number): string => formatMoney(reaisDosCentavos(centavos));
const percentual = (centesimos: number | null): string =>
  centesimos === null ? '—' : `${formatNumber(centesimos / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;

export function TabelaDasRubricas({ execucao }: { execucao: ExecucaoDoProjeto }) {
  const estilos = useEstilosDoProjeto();
  const t = useT();
  const numero = mergeClasses(estilos.celula, estilos.numero);
  const cabecaDeNumero = mergeClasses(estilos.cabeca, estilos.numero);
  return (
    // Focusable, so the keyboard scrolls it sideways on a phone.
    <div className={estilos.moldura} role="region" aria-label={t('Orçado x executado por rubrica')} tabIndex={0}>
      <table className={estilos.tabela} aria-label={t('Orçado x executado por rubrica')}>
        <thead>
          <tr>
            <th scope="col" className={estilos.cabeca}>{t('Rubrica')}</th>
            <th scope="col" className={cabecaDeNumero}>{t('Orçado')}</th>
            <th scope="col" className={cabecaDeNumero}>{t('Executado')}</th>
            <th scope="col" className={cabecaDeNumero}>{t('Saldo')}</th>
            <th scope="col" className={cabecaDeNumero}>{t('Executado (%)')}</th>
          </tr>
        </thead>
        <tbody>
          {execucao.rubricas.map((r) => (
            <tr key={r.id}>
              <th scope="row" className={estilos.celula} style={{ textAlign: 'left', fontWeight: 'normal' }}>{r.rotulo}</th>
              <td className={numero}>{dinheiro(r.orcadoCentavos)}</td>
              <td className={numero}>{dinheiro(r.executadoCentavos)}</td>
              <td className={mergeClasses(numero, r.saldoCentavos < 0 && estilos.negativo)}>{dinheiro(r.saldoCentavos)}</td>
              <td className={numero}>{percentual(r.percentualCentesimos)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className={estilos.cabeca}>{t('Total')}</th>
            <td className={mergeClasses(cabecaDeNumero)}>{dinheiro(execucao.orcadoCentavos)}</td>
            <td className={mergeClasses(cabecaDeNumero)}>{dinheiro(execucao.executadoCentavos)}</td>
            <td className={mergeClasses(cabecaDeNumero)}>{dinheiro(execucao.orcadoCentavos - execucao.executadoCentavos)}</td>
            <td className={mergeClasses(cabecaDeNumero)} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
