import { auditar } from '../auditoria.ts';
import type { SessaoAtiva } from '../auth/sessoes.ts';
import type { Db } from '../db/database.ts';
import { incrementarVersao } from './configuracao-campos.ts';

export interface PedidoDeConfiguracao {
  formulario: string;
  secao: string;
  /** The whole section shown (default: unchanged). */
  visivel?: boolean;
  campos: { inputName: string; visible?: boolean; required?: boolean }[];
}

type Estado = { visible: boolean; required: boolean } | null;

/**
 * Replaces the section's field entries with the request's (a field left out returns to the
 * defaults: visible, optional), audits what changed and bumps the configuration version, so
 * the generic saves validate with it from their next call on.
 */
export async function salvarConfiguracao(db: Db, sessao: SessaoAtiva, pedido: PedidoDeConfiguracao): Promise<void> {
  const { formulario, secao } = pedido;
  await db.transaction().execute(async (trx) => {
    const anteriores = await trx
      .selectFrom('configuracao_campo')
      .select(['input_name', 'visivel', 'obrigatorio'])
      .where('formulario', '=', formulario)
      .where('secao', '=', secao)
      .forUpdate()
      .execute();
    const secaoAnterior = await trx.selectFrom('configuracao_secao').select('visivel').where('formulario', '=', formulario).where('secao', '=', secao).executeTakeFirst();
    await trx.deleteFrom('configuracao_campo').where('formulario', '=', formulario).where('secao', '=', secao).execute();
    if (pedido.campos.length > 0) {
      await trx
        .insertInto('configuracao_campo')
        .values(pedido.campos.map((c) => ({ formulario, secao, input_name: c.inputName, visivel: c.visible ?? true, obrigatorio: c.required ?? false })))
        .execute();
    }
    if (pedido.visivel !== undefined) {
      await trx
        .insertInto('configuracao_secao')
        .values({ formulario, secao, visivel: pedido.visivel })
        .onConflict((oc) => oc.columns(['formulario', 'secao']).doUpdateSet({ visivel: pedido.visivel }))
        .execute();
    }
    await incrementarVersao(trx);

    const antes = new Map<string, Estado>(anteriores.map((a) => [a.input_name, { visible: a.visivel, required: a.obrigatorio }]));
    const depois = new Map<string, Estado>(pedido.campos.map((c) => [c.inputName, { visible: c.visible ?? true, required: c.required ?? false }]));
    const alteracoes: Record<string, { de: unknown; para: unknown }> = {};
    for (const campo of new Set([...antes.keys(), ...depois.keys()])) {
      const de = antes.get(campo) ?? null;
      const para = depois.get(campo) ?? null;
      if (JSON.stringify(de) !== JSON.stringify(para)) alteracoes[campo] = { de, para };
    }
    const visivelAntes = secaoAnterior?.visivel ?? true;
    if (pedido.visivel !== undefined && pedido.visivel !== visivelAntes) alteracoes['(seção visível)'] = { de: visivelAntes, para: pedido.visivel };
    await auditar(trx, {
      usuarioId: sessao.usuarioId,
      unidadeId: sessao.unidadeId,
      entidade: 'configuracaoCampo',
      entidadeId: `${formulario}/${secao}`,
      acao: 'alterar',
      alteracoes,
    });
  });
}
