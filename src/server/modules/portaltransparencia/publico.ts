import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { SuccessReply } from '../../../shared/api/contract.ts';
import { URL_LOGO } from '../../../shared/api/parametros.ts';
import { TIPOS_DE_ITEM, type ItemPublicado, type PortalDaTransparenciaPublico, type TipoDeItem } from '../../../shared/portaltransparencia/contrato.ts';
import { MENSAGEM_PORTAL_FORA_DO_AR } from '../../../shared/portais/mensagens.ts';
import { enderecoInvalido } from '../../../shared/portaltransparencia/enderecos.ts';
import { estaPublicado, faltaNaParceria, situacaoDaPrestacao } from '../../../shared/portaltransparencia/publicacao.ts';
import { naoEncontrado } from '../../http/erros.ts';
import type { Servicos } from '../../servicos.ts';
import { imagensPublicadas } from './carrossel.ts';
import { parceriasDosProjetos } from './parceria.ts';
import { conferirPeriodo, receitasPorFonte } from './receitas.ts';
import { lerTextosDoPortal } from './textos.ts';

export const URL_DO_PORTAL_PUBLICO = '/api/publico/transparencia/portal';

const hojeEmSaoPaulo = (agora: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(agora);
const link = (texto: string | null) => (texto !== null && enderecoInvalido(texto) === null ? texto : null);

interface LinhaDoItem {
  id: number;
  tipo: string;
  titulo: string;
  descricao: string | null;
  projeto_id: number | null;
  arquivo_url: string | null;
  publicado_em: string;
  periodo_inicio: string | null;
  periodo_fim: string | null;
}

/** The items the public sees today, partnerships with their MROSC fields (a partnership with a gap stays out). */
async function itensPublicados(servicos: Servicos, hoje: string): Promise<ItemPublicado[]> {
  const { db } = servicos;
  const { rows } = await sql<LinhaDoItem>`
    SELECT id, tipo, titulo, descricao, projeto_id, arquivo_url, publicado_em, periodo_inicio, periodo_fim FROM transparencia_item
     WHERE ativo AND publicado_em IS NOT NULL AND publicado_em <= ${hoje}
     ORDER BY publicado_em DESC, id DESC`.execute(db);
  const projetos = [...new Set(rows.flatMap((r) => (r.projeto_id === null ? [] : [r.projeto_id])))];
  const parcerias = await parceriasDosProjetos(db, projetos);
  const { rows: relatorios } = projetos.length === 0 ? { rows: [] } : await sql<{ projeto_id: number; tipo: 'PARCIAL' | 'FINAL'; vencimento: string; apresentada_em: string | null }>`
    SELECT projeto_id, tipo, vencimento, apresentada_em FROM projeto_prestacao WHERE ativo AND projeto_id IN (${sql.join(projetos)})`.execute(db);
  const { rows: equipe } = projetos.length === 0 ? { rows: [] } : await sql<{ projeto_id: number; total: string }>`
    SELECT projeto_id, sum(remuneracao) AS total FROM projeto_equipe
     WHERE ativo AND projeto_id IN (${sql.join(projetos)}) AND (inicio IS NULL OR inicio <= ${hoje}) AND (fim IS NULL OR fim >= ${hoje})
     GROUP BY projeto_id`.execute(db);

  const receitas = new Map<number, ItemPublicado['receitas']>();
  for (const r of rows) {
    const periodo = r.tipo === 'RECEITAS_POR_FONTE' ? conferirPeriodo(r.periodo_inicio, r.periodo_fim) : null;
    if (periodo !== null && typeof periodo !== 'string') receitas.set(r.id, { periodo, ...(await receitasPorFonte(db, periodo)) });
  }

  return rows.flatMap((r): ItemPublicado[] => {
    const parceria = r.projeto_id === null ? undefined : parcerias.get(r.projeto_id);
    if (!estaPublicado({ publicadoEm: r.publicado_em, prestacaoFinalApresentadaEm: parceria?.prestacaoFinalApresentadaEm ?? null }, hoje)) return [];
    const base = { id: r.id, tipo: r.tipo as TipoDeItem, titulo: r.titulo, descricao: r.descricao, publicadoEm: r.publicado_em, arquivoUrl: link(r.arquivo_url), receitas: receitas.get(r.id) ?? null };
    if (r.tipo !== 'PARCERIA') return [{ ...base, parceria: null }];
    if (!parceria || faltaNaParceria(parceria) !== null) return [];
    // Complete (faltaNaParceria said so): the fallbacks never show.
    const dados = { ...parceria, valor: parceria.valor ?? 0 };
    return [
      {
        ...base,
        parceria: {
          parceiro: dados.parceiro ?? '',
          instrumento: dados.instrumento ?? '',
          numeroTermo: dados.numeroTermo ?? '',
          objeto: dados.objeto ?? '',
          valor: dados.valor,
          vigenciaInicio: dados.vigenciaInicio ?? '',
          vigenciaFim: dados.vigenciaFim ?? '',
          situacaoPrestacao: situacaoDaPrestacao(
            relatorios.filter((p) => p.projeto_id === r.projeto_id).map((p) => ({ tipo: p.tipo, vencimento: p.vencimento, apresentadaEm: p.apresentada_em })),
            hoje,
          ),
          remuneracaoEquipe: Number(equipe.find((e) => e.projeto_id === r.projeto_id)?.total ?? 0),
        },
      },
    ];
  });
}

/** GET /api/publico/transparencia/portal: no session, published content only (rate limited as every /api/publico/ call). */
export function rotasPublicasDaTransparencia(app: FastifyInstance, servicos: Servicos): void {
  app.get(URL_DO_PORTAL_PUBLICO, { config: { publico: true } }, async (): Promise<SuccessReply<PortalDaTransparenciaPublico>> => {
    const textos = await lerTextosDoPortal(servicos.db);
    if (!textos.ativo) throw naoEncontrado(MENSAGEM_PORTAL_FORA_DO_AR);
    const hoje = hojeEmSaoPaulo(servicos.agora());
    const parametros = await servicos.parametros.valores();
    const { rows: diretoria } = await sql<{ nome: string; cargo: string; mandato_inicio: string | null; mandato_fim: string | null }>`
      SELECT nome, cargo, mandato_inicio, mandato_fim FROM portal_diretoria
       WHERE ativo AND (mandato_fim IS NULL OR mandato_fim >= ${hoje}) ORDER BY mandato_inicio NULLS LAST, nome`.execute(servicos.db);
    const { rows: anexos } = await sql<{ id: number; descricao: string; arquivo_url: string }>`
      SELECT id, descricao, arquivo_url FROM portal_anexo WHERE ativo ORDER BY descricao`.execute(servicos.db);
    const site = link(textos.urlDoSite || null);
    return {
      content: {
        instituicao: { nome: parametros.nomeDaInstituicao, logoUrl: parametros.logo === null ? null : `${URL_LOGO}?v=${parametros.logo}` },
        titulo: textos.titulo,
        carrossel: await imagensPublicadas(servicos.db),
        quemSomos: textos.quemSomos,
        oQueFazemos: textos.oQueFazemos,
        diretoria: diretoria.map((m) => ({ nome: m.nome, cargo: m.cargo, mandatoInicio: m.mandato_inicio, mandatoFim: m.mandato_fim })),
        contato: site ? `${textos.contato}\n\n[Site da instituição](${site})` : textos.contato,
        itens: (await itensPublicados(servicos, hoje)).sort((a, b) => TIPOS_DE_ITEM.indexOf(a.tipo) - TIPOS_DE_ITEM.indexOf(b.tipo)),
        anexos: anexos.flatMap((a) => (link(a.arquivo_url) ? [{ id: a.id, descricao: a.descricao, arquivoUrl: a.arquivo_url }] : [])),
      },
    };
  });
}
