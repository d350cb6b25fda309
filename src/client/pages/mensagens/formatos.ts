import type { UsuarioDaMensagem } from '../../../shared/api/mensagens.ts';
import { formatDate, formatDateTime, formatTime } from '../../../shared/format/index.ts';
import { t } from '../../i18n/traducao.ts';

// How the module writes dates and people.

/** Today's messages by their time, older ones by their date. */
export function dataCurta(instante: string, agora: Date = new Date()): string {
  return formatDate(instante) === formatDate(agora) ? formatTime(instante) : formatDate(instante);
}

export const dataCompleta = (instante: string): string => formatDateTime(instante);

/** "Bia, Caio e mais 3": the first names listed, then how many more. */
export function listaDeNomes(usuarios: readonly UsuarioDaMensagem[], total: number = usuarios.length): string {
  const nomes = usuarios.map((u) => u.nome);
  const restantes = total - nomes.length;
  if (restantes > 0) return t('{nomes} e mais {restantes}', { nomes: nomes.join(', '), restantes });
  if (nomes.length <= 1) return nomes.join('');
  return t('{nomes} e {ultimo}', { nomes: nomes.slice(0, -1).join(', '), ultimo: nomes.at(-1) ?? '' });
}
