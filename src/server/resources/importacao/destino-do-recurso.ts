import { MENSAGENS_DA_IMPORTACAO, type ErroDaLinha } from '../../../shared/api/importacao.ts';
import type { ImportacaoResolvida } from '../../../shared/engine/tela-resolvida.ts';
import { interpolar } from '../../../shared/i18n/idiomas.ts';
import type { Db } from '../../db/database.ts';
import type { MapaDoModelo } from '../mapa-do-modelo.ts';
import type { Recurso } from '../recurso.ts';
import type { TelasConfiguradas } from '../telas-configuradas.ts';
import { inserir } from '../escrita.ts';
import { lerChave, registrosComChaves } from './chaves-do-recurso.ts';
import { julgarPeloGancho } from './gancho-da-linha.ts';
import type { AlvoDoLote, Cadastrado, DestinoDaImportacao, NovaDoLote } from './destino.ts';
import { referenciasPorNome } from './referencias-por-nome.ts';
import { avaliarRegistro, type RegistroDoRecurso } from './registro-do-recurso.ts';
import { travarChaves } from './travas.ts';

// The import of a model the engine stores (its descriptor's resource): rows judged as its form's
// save (its rules, then its model's validar hook), keys found in its table, one insert and one audit row per new record.

/** Serialises imports of one key of one model (the first key of pg_advisory_xact_lock(int, int)). */
const TRAVA_DA_IMPORTACAO = 724_260;

async function incluir(trx: Db, recurso: Recurso, alvo: AlvoDoLote, novas: readonly NovaDoLote<RegistroDoRecurso>[]): Promise<Map<number, Cadastrado>> {
  const criadas = new Map<number, Cadastrado>();
  for (const nova of novas) criadas.set(nova.linha, { id: await inserir(trx, recurso, nova.registro.colunas, alvo.unidadeId), codigo: null });
  if (novas.length === 0) return criadas;
  await trx
    .insertInto('auditoria')
    .values(
      novas.map(({ linha, registro }) => ({
        usuario_id: alvo.usuarioId,
        unidade_id: alvo.unidadeId,
        entidade: recurso.modelo.$id,
        entidade_id: String(criadas.get(linha)?.id),
        acao: 'criar',
        alteracoes: JSON.stringify({
          ...Object.fromEntries(Object.entries(registro.valores).map(([campo, para]) => [campo, { de: null, para }])),
          importacao: { de: null, para: { id: alvo.importacaoId, linha } },
        }),
      })),
    )
    .execute();
  return criadas;
}

export function destinoDoRecurso(recurso: Recurso, telas: TelasConfiguradas, importacao: ImportacaoResolvida): DestinoDaImportacao<RegistroDoRecurso> {
  const titulos = (entrada: number) => (importacao.chaves[entrada] ?? []).map((nome) => importacao.colunas.find((c) => c.nome === nome)?.titulo ?? nome).join(' + ');
  const composta = (entrada: number) => (importacao.chaves[entrada]?.length ?? 0) > 1;
  const referencias = importacao.colunas.flatMap((coluna) => {
    const ref = recurso.mapa.colunas.find((c) => c.propriedade === coluna.campo)?.referencia ?? null;
    const alvo: MapaDoModelo | undefined = ref === null ? undefined : recurso.mapaDe(ref);
    return alvo === undefined ? [] : [{ nome: coluna.nome, alvo }];
  });
  return {
    async avaliar(db, linhas, unidadeId) {
      const tela = await telas.tela(recurso);
      const achados = await Promise.all(
        referencias.map(async ({ nome, alvo }) => [nome, await referenciasPorNome(db, alvo, linhas.flatMap((l) => (Object.hasOwn(l, nome) ? [l[nome] ?? ''] : [])), unidadeId)] as const),
      );
      const base = { recurso, importacao, tela, referencias: new Map(achados) };
      return julgarPeloGancho(db, recurso, importacao, unidadeId, linhas.map((valores) => avaliarRegistro(base, valores)));
    },
    cadastrados: (db, chaves, unidadeId) => registrosComChaves(db, recurso, importacao.chaves, chaves, unidadeId),
    travar: (trx, chaves) => travarChaves(trx, TRAVA_DA_IMPORTACAO, chaves.map((c) => `${recurso.modelo.$id}|${c}`)),
    incluir: (trx, alvo, novas) => incluir(trx, recurso, alvo, novas),
    duplicado(chave): ErroDaLinha {
      const { entrada } = lerChave(chave);
      const mensagem = composta(entrada) ? MENSAGENS_DA_IMPORTACAO.duplicadoComposto : MENSAGENS_DA_IMPORTACAO.duplicado;
      return { campo: importacao.chaves[entrada]?.[0] ?? 'linha', rotulo: titulos(entrada), mensagem };
    },
    repetida(chave, linha) {
      const { entrada } = lerChave(chave);
      return interpolar(composta(entrada) ? MENSAGENS_DA_IMPORTACAO.repetidaComposta : MENSAGENS_DA_IMPORTACAO.repetida, { campos: titulos(entrada), linha });
    },
  };
}
