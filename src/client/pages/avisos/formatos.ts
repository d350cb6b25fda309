import type { AvisoPublicado } from '../../../shared/api/avisos.ts';
import { ROTULOS_DO_ALCANCE } from '../../../shared/api/avisos.ts';
import { formatDate } from '../../../shared/format/index.ts';
import { t, traduzir } from '../../i18n/traducao.ts';

/** "Sede, Unidade Norte", "Todos os usuários", "Usuários escolhidos". */
export function destinoDoAviso(aviso: Pick<AvisoPublicado, 'alcance' | 'unidades'>): string {
  return aviso.alcance === 'UNIDADES' ? aviso.unidades.map((u) => u.nome).join(', ') : traduzir(ROTULOS_DO_ALCANCE[aviso.alcance]);
}

/** "Expira em 10/03/2026" (the last day it is shown), or nothing. */
export const textoDaExpiracao = (expiraEm: string | null): string | null => (expiraEm === null ? null : t('Exibido até {data}', { data: formatDate(expiraEm) }));

export const textoDasLeituras = ({ lidos, total }: Pick<AvisoPublicado, 'lidos' | 'total'>) => t('Lido por {lidos} de {total}', { lidos, total });
