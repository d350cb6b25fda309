import type { CampoResolvido } from '../../../shared/engine/tela-resolvida.ts';
import { formatNumber } from '../../../shared/format/index.ts';
import { t } from '../../i18n/traducao.ts';

/** A setting's default as a person reads it ("30 minutos", "Sim", "America/Sao Paulo"), in the language in force (the screen's texts already are). */
export function padraoLegivel(campo: CampoResolvido, padrao: unknown): string {
  if (padrao === null || padrao === undefined || padrao === '') return t('nenhum');
  if (typeof padrao === 'boolean') return padrao ? t('Sim') : t('Não');
  const opcao = campo.opcoes?.find((o) => o.valor === padrao);
  if (opcao !== undefined) return opcao.rotulo;
  const texto = typeof padrao === 'number' && campo.widget !== 'codigo' ? formatNumber(padrao) : String(padrao);
  return campo.medida === undefined ? texto : `${texto} ${campo.medida}`;
}
