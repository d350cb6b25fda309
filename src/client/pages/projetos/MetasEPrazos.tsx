import { mergeClasses } from '@fluentui/react-components';
import type { MetaDoProjeto, PrestacaoDoProjeto } from '../../../shared/api/projetos.ts';
import { formatDate, formatNumber } from '../../../shared/format/index.ts';
import { useT } from '../../i18n/traducao.ts';
import { useEstilosDoProjeto } from './estilos.ts';

// The project's goals (target and reached) and its accountability deadlines, an overdue one in red.

export function TabelaDasMetas({ metas }: { metas: readonly MetaDoProjeto[] }) {
  const estilos = useEstilosDoProjeto();
  const t = useT();
  const numero = mergeClasses(estilos.celula, estilos.numero);
  return (
    // Focusable, so the keyboard scrolls it sideways on a phone.
    <div className={estilos.moldura} role="region" aria-label={t('Metas')} tabIndex={0}>
      <table className={estilos.tabela} aria-label={t('Metas')}>
        <thead>
          <tr>
            <th scope="col" className={estilos.cabeca}>{t('Meta')}</th>
            <th scope="col" className={estilos.cabeca}>{t('Indicador')}</th>
            <th scope="col" className={mergeClasses(estilos.cabeca, estilos.numero)}>{t('Alvo')}</th>
            <th scope="col" className={mergeClasses(estilos.cabeca, estilos.numero)}>{t('Realizado')}</th>
          </tr>
        </thead>
        <tbody>
          {metas.map((m, i) => (
            <tr key={i}>
              <td className={estilos.celula}>{m.descricao}</td>
              <td className={estilos.celula}>{m.indicador}</td>
              <td className={numero}>{formatNumber(m.alvo)}</td>
              <td className={numero}>{formatNumber(m.realizado)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function TabelaDosPrazos({ prestacoes }: { prestacoes: readonly PrestacaoDoProjeto[] }) {
  const estilos = useEstilosDoProjeto();
  const t = useT();
  const situacao = { APRESENTADA: t('Apresentada'), VENCIDA: t('Vencida'), A_VENCER: t('A vencer') } as const;
  return (
    // Focusable, so the keyboard scrolls it sideways on a phone.
    <div className={estilos.moldura} role="region" aria-label={t('Prestações de contas')} tabIndex={0}>
      <table className={estilos.tabela} aria-label={t('Prestações de contas')}>
        <thead>
          <tr>
            <th scope="col" className={estilos.cabeca}>{t('Tipo')}</th>
            <th scope="col" className={estilos.cabeca}>{t('Prazo')}</th>
            <th scope="col" className={estilos.cabeca}>{t('Apresentada em')}</th>
            <th scope="col" className={estilos.cabeca}>{t('Situação')}</th>
          </tr>
        </thead>
        <tbody>
          {prestacoes.map((p, i) => (
            <tr key={i}>
              <td className={estilos.celula}>{p.tipo === 'FINAL' ? t('Final') : t('Parcial')}</td>
              <td className={estilos.celula}>{formatDate(p.vencimento)}</td>
              <td className={estilos.celula}>{p.apresentadaEm === null ? '—' : formatDate(p.apresentadaEm)}</td>
              <td className={mergeClasses(estilos.celula, p.situacao === 'VENCIDA' && estilos.negativo)}>{situacao[p.situacao]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
