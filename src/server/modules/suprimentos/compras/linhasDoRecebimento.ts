import type { FieldError } from '../../../../shared/api/contract.ts';
import { interpolar } from '../../../../shared/i18n/idiomas.ts';
import { formatarQuantidade } from '../../../../shared/suprimentos/custo-medio.ts';
import { MENSAGENS_DOS_SUPRIMENTOS as M } from '../../../../shared/suprimentos/mensagens.ts';
import { errosDeFormulario } from '../../../http/erros.ts';
import { idDe } from '../../financeiro/valores.ts';
import { milesimosDe } from '../valores.ts';
import type { CompraTravada, LinhaDaCompra } from './leitura.ts';

// The receipt's lines as the dialog sends them ({linha, quantidade} each, the rest shown only):
// each judged against the purchase before anything is written. A line of another purchase, a
// line twice, more than is missing or decimals of a unit that takes none is refused at its own
// path ('linhas.1.quantidade'), all of them at once; an empty quantity receives nothing, and at
// least one line must receive something.

export interface Recebimento {
  linha: LinhaDaCompra;
  /** Thousandths. */
  quantidade: number;
  /** Where a refusal of the ledger points: the line's quantity in the dialog. */
  campo: string;
}

const objeto = (valor: unknown): Readonly<Record<string, unknown>> => (typeof valor === 'object' && valor !== null && !Array.isArray(valor) ? (valor as Record<string, unknown>) : {});

function recusa(linha: LinhaDaCompra | undefined, quantidade: number, repetida: boolean): string | null {
  if (repetida) return M.linhaRepetida;
  const falta = linha === undefined ? 0 : linha.quantidade - linha.recebida;
  if (linha === undefined || (falta <= 0 && quantidade > 0)) return M.itemForaDaCompra;
  if (quantidade > falta) return interpolar(M.recebimentoAcimaDoPedido, { falta: formatarQuantidade(falta) });
  if (!linha.fracionavel && quantidade % 1000 !== 0) return interpolar(M.naoFracionavel, { sigla: linha.sigla });
  return null;
}

export function linhasDoRecebimento(c: CompraTravada, enviadas: unknown): Recebimento[] {
  const erros: FieldError[] = [];
  const recebimentos: Recebimento[] = [];
  const vistas = new Set<number>();
  (Array.isArray(enviadas) ? enviadas : []).forEach((enviada: unknown, i) => {
    const campo = `linhas.${i}.quantidade`;
    const id = idDe(objeto(enviada)['linha']);
    const quantidade = milesimosDe(objeto(enviada)['quantidade']) ?? 0;
    const linha = c.linhas.find((l) => l.id === id);
    const motivo = recusa(linha, quantidade, id !== null && vistas.has(id));
    if (id !== null) vistas.add(id);
    if (motivo !== null) erros.push({ field: campo, message: motivo });
    else if (linha !== undefined && quantidade > 0) recebimentos.push({ linha, quantidade, campo });
  });
  if (erros.length > 0) throw errosDeFormulario(erros);
  if (recebimentos.length === 0) throw errosDeFormulario([{ field: 'linhas', message: M.recebimentoVazio }]);
  return recebimentos;
}
