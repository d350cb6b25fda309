import type { FastifyInstance } from 'fastify';
import { TAG_DA_CALCULADORA, URL_SIMULACOES_DO_CEBAS, type EstatisticasDoCebas, type SimulacaoSalva } from '../../../shared/api/cebas.ts';
import { calcularCebas, TIPOS_DE_CALCULADORA, type TipoDeCalculadora } from '../../../shared/cebas/calculadoras.ts';
import { conferirSimulacao, ehTipoDeCalculadora } from '../../../shared/cebas/entrada.ts';
import { MENSAGENS_DO_CEBAS as M } from '../../../shared/cebas/mensagens.ts';
import type { SuccessReply } from '../../../shared/api/contract.ts';
import type { Model } from '../../../shared/engine/types.ts';
import { interpolar } from '../../../shared/i18n/idiomas.ts';
import { TAG_ADMINISTRADOR } from '../../../shared/permissions/catalogue.ts';
import { hasPermission } from '../../../shared/permissions/check.ts';
import type { SessaoAtiva } from '../../auth/sessoes.ts';
import { errosDeFormulario, semPermissao } from '../../http/erros.ts';
import { sessaoDe } from '../../http/tipos.ts';
import type { Servicos } from '../../servicos.ts';
import { estatisticas, gravarSimulacao } from './dados.ts';
import { lerParametrosDoCebas } from './parametros.ts';

// The CEBAS calculators' calls (shared/api/cebas.ts). The guard lets in whoever holds any
// calculator's tag; the handler then asks for the tag of the calculator named (403 without it),
// and the input is checked by the same function the page runs (422 naming each field). The
// statistics show every unit to the administrator, and to others the units they work in.

const TODAS_AS_TAGS = TIPOS_DE_CALCULADORA.map((t) => TAG_DA_CALCULADORA[t]);
const CONFIG = { tags: TODAS_AS_TAGS, qualquerTag: true } as const;
const MENSAGEM_SALVA = 'Simulação de {ano} salva.';

/** A body that is any JSON object: the check names each bad field in pt-BR. */
const CORPO = { type: 'object', maxProperties: 20 } as const;
const CONSULTA = { type: 'object', properties: { tipo: { type: 'string', maxLength: 20 } }, additionalProperties: false } as const;

function exigirTagDa(sessao: SessaoAtiva, tipo: TipoDeCalculadora): void {
  if (!hasPermission(sessao.tags, [TAG_DA_CALCULADORA[tipo]])) throw semPermissao();
}

export function rotasDoCebas(app: FastifyInstance, { db }: Servicos, modelos: Readonly<Record<string, Model>>): void {
  const modelo = modelos['parametroCebas'];
  // The engine's tests serve catalogues of their own, without the CEBAS model.
  if (modelo === undefined) return;

  app.post<{ Body: Record<string, unknown> }>(
    URL_SIMULACOES_DO_CEBAS,
    { config: { ...CONFIG, exigeUnidade: true }, schema: { body: CORPO } },
    async (request): Promise<SuccessReply<SimulacaoSalva>> => {
      const sessao = sessaoDe(request);
      const tipo = request.body.tipo;
      if (ehTipoDeCalculadora(tipo)) exigirTagDa(sessao, tipo);
      const conferida = conferirSimulacao(request.body, (await lerParametrosDoCebas(db, modelo)).prouni);
      if ('erros' in conferida) throw errosDeFormulario(conferida.erros);
      const s = conferida.simulacao;
      const r = calcularCebas(s);
      const id = await gravarSimulacao(db, sessao.unidadeId ?? 0, sessao.usuarioId, s, r);
      return {
        content: { id, bolsasExigidas: r.bolsasExigidas, bolsasIntegraisMinimas: r.bolsasIntegraisMinimas, bolsasConcedidas: r.bolsasConcedidas, atende: r.atende },
        message: interpolar(MENSAGEM_SALVA, { ano: s.ano }),
      };
    },
  );

  app.get<{ Querystring: { tipo?: string } }>(URL_SIMULACOES_DO_CEBAS, { config: CONFIG, schema: { querystring: CONSULTA } }, async (request): Promise<SuccessReply<EstatisticasDoCebas>> => {
    const tipo = request.query.tipo;
    if (!ehTipoDeCalculadora(tipo)) throw errosDeFormulario([{ field: 'tipo', message: M.tipoInvalido }]);
    const sessao = sessaoDe(request);
    exigirTagDa(sessao, tipo);
    const todas = hasPermission(sessao.tags, [TAG_ADMINISTRADOR]);
    return { content: { parametros: await lerParametrosDoCebas(db, modelo), simulacoes: await estatisticas(db, tipo, todas ? null : sessao.usuarioId) } };
  });
}
