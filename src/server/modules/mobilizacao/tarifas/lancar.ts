import { despesasDeTarifas, type TarifaDoRegistro } from '../../../../shared/mobilizacao/tarifas.ts';
import type { Db } from '../../../db/database.ts';
import type { Baixador } from '../remessa/liquidacao.ts';
import { categoriaDasTarifas, contaDasTarifas, MENSAGEM_TARIFAS_SEM_CONTA } from './configuracao.ts';
import { lancarDespesasDeTarifas, type DespesaLancada, type RetornoDasTarifas } from './despesa.ts';

// The fees of one return file: grouped by credit date and booked as paid despesas when the
// collection method names their category; else nothing is booked and the answer says why.

export interface TarifasDoArquivo {
  tarifaCentavos: number;
  lancadas: DespesaLancada[];
  /** Why the fees were not booked; null when booked or when the file has none. */
  motivo: string | null;
}

export interface ArquivoComTarifas {
  trx: Db;
  unidadeId: number;
  usuarioId: number;
  baixar: Baixador;
  formaCobrancaId: number;
  retorno: RetornoDasTarifas;
  descricao: string;
  /** The títulos the file paid: the fees are paid from the account they were received in. */
  tituloIds: readonly number[];
}

export async function lancarTarifasDoArquivo(a: ArquivoComTarifas, registros: readonly TarifaDoRegistro[]): Promise<TarifasDoArquivo> {
  const dias = despesasDeTarifas(registros);
  const tarifaCentavos = dias.reduce((soma, d) => soma + d.tarifaCentavos, 0);
  if (tarifaCentavos === 0) return { tarifaCentavos, lancadas: [], motivo: null };
  const destino = await categoriaDasTarifas(a.trx, a.formaCobrancaId);
  if ('motivo' in destino) return { tarifaCentavos, lancadas: [], motivo: destino.motivo };
  const contaId = await contaDasTarifas(a.trx, a.unidadeId, a.tituloIds);
  if (contaId === null) return { tarifaCentavos, lancadas: [], motivo: MENSAGEM_TARIFAS_SEM_CONTA };
  const lancadas = await lancarDespesasDeTarifas({ ...a, categoriaId: destino.categoriaId, fornecedorId: destino.fornecedorId, contaId }, dias);
  return { tarifaCentavos, lancadas, motivo: null };
}
