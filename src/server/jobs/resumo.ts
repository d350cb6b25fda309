import type { Selectable } from 'kysely';
import type { TarefaResumo } from '../../shared/realtime/protocolo.ts';
import type { TarefaTable } from './tabelas.ts';

export const linkDoArquivo = (arquivoId: number) => `/api/arquivos/${arquivoId}/download`;

function arquivoDo(resultado: unknown): number | null {
  const id = (resultado as { arquivoId?: unknown } | null)?.arquivoId;
  return typeof id === 'number' ? id : null;
}

/** A job row as its owner sees it. */
export function resumoDaTarefa(linha: Selectable<TarefaTable>, titulo: string): TarefaResumo {
  const arquivoId = arquivoDo(linha.resultado);
  return {
    id: linha.id,
    tipo: linha.tipo,
    titulo,
    estado: linha.estado,
    progresso: linha.progresso,
    mensagem: linha.mensagem,
    erro: linha.erro,
    link: linha.estado === 'concluida' && arquivoId !== null ? linkDoArquivo(arquivoId) : null,
    criadaEm: linha.criada_em.toISOString(),
    atualizadaEm: linha.atualizada_em.toISOString(),
  };
}
