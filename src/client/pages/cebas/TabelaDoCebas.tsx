import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import type { LinhaDaEstatistica } from '../../../shared/api/cebas.ts';
import { useT } from '../../i18n/traducao.ts';
import { escreverNumero } from './numeros.ts';

const useEstilos = makeStyles({
  rolagem: { overflowX: 'auto', maxWidth: '100%' },
  tabela: { borderCollapse: 'collapse', width: '100%', minWidth: '560px' },
  celula: { textAlign: 'left', padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`, borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  numero: { textAlign: 'right' },
});

/** The saved simulations, one row per year (and unit): required, minimum of full ones, granted and the verdict. */
export function TabelaDoCebas({ linhas, comUnidade }: { linhas: readonly LinhaDaEstatistica[]; comUnidade: boolean }) {
  const estilos = useEstilos();
  const t = useT();
  const num = `${estilos.celula} ${estilos.numero}`;
  return (
    // Scrolls sideways on a narrow screen: focusable, so the keyboard scrolls it too.
    <div className={estilos.rolagem} tabIndex={0} role="region" aria-label={t('Simulações por ano')}>
      <table className={estilos.tabela} aria-label={t('Simulações por ano')}>
        <thead>
          <tr>
            <th scope="col" className={estilos.celula}>{t('Ano')}</th>
            {comUnidade && <th scope="col" className={estilos.celula}>{t('Unidade')}</th>}
            <th scope="col" className={num}>{t('Bolsas exigidas')}</th>
            <th scope="col" className={num}>{t('Integrais mínimas')}</th>
            <th scope="col" className={num}>{t('Bolsas concedidas')}</th>
            <th scope="col" className={num}>{t('Integrais concedidas')}</th>
            <th scope="col" className={estilos.celula}>{t('Situação')}</th>
          </tr>
        </thead>
        <tbody>
          {linhas.map((l) => (
            <tr key={l.id}>
              <th scope="row" className={estilos.celula}>{l.ano}</th>
              {comUnidade && <td className={estilos.celula}>{l.unidade.nome}</td>}
              <td className={num}>{escreverNumero(l.bolsasExigidas)}</td>
              <td className={num}>{escreverNumero(l.bolsasIntegraisMinimas)}</td>
              <td className={num}>{escreverNumero(l.bolsasConcedidas)}</td>
              <td className={num}>{escreverNumero(l.bolsasIntegraisConcedidas)}</td>
              <td className={estilos.celula}>
                <Badge appearance="tint" color={l.atende ? 'success' : 'danger'}>
                  {l.atende ? t('Atende') : t('Não atende')}
                </Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
