import { sql } from 'kysely';
import { TELAS_DAS_CONCESSIONARIAS } from '../../../../shared/api/concessionarias.ts';
import type { FieldError } from '../../../../shared/api/contract.ts';
import { centavosDosReais } from '../../../../shared/financeiro/centavos.ts';
import { problemasDoAdaptador } from '../../../../shared/mobilizacao/concessionarias/adaptador.ts';
import { instalacaoNormalizada } from '../../../../shared/mobilizacao/concessionarias/instalacao.ts';
import type { GanchosDoModelo } from '../../../resources/ganchos.ts';
import type { Registro } from '../../../resources/registro.ts';
import { idDe, numero, texto } from '../../financeiro/valores.ts';
import { errosDaCategoriaDasTarifas } from '../tarifas/validar.ts';

// The utilities' hooks: an adapter usable by the return job (parametros; the fees' category an
// analytic expense one), and a consent whose
// installation has digits and is not another donor's in the same utility.

export const MENSAGEM_INSTALACAO_SEM_DIGITOS = 'A instalação precisa ter números, como aparece na conta.';
export const MENSAGEM_CODIGO_DE_TELA = 'Este código é o endereço de uma tela das concessionárias; escolha outro.';
export const MENSAGEM_INSTALACAO_DE_OUTRO = 'Esta instalação já tem o consentimento de outro doador nesta concessionária.';

/** The form's field of each adapter setting the shared check names. */
const CAMPO_DO_FORMULARIO: Readonly<Record<string, string>> = { tarifaFixaCentavos: 'tarifaFixa', identificacaoNoCodigoDeBarras: 'instalacaoFim' };

export const GANCHOS_DA_CONCESSIONARIA: GanchosDoModelo = {
  async validar(ctx, r: Registro): Promise<FieldError[]> {
    const problemas = problemasDoAdaptador({
      codigo: texto(r['codigo']) ?? '',
      nome: texto(r['nome']) ?? '',
      convenio: texto(r['convenio']) ?? '',
      taxaPercentual: numero(r['taxaPercentual']) ?? 0,
      tarifaFixaCentavos: centavosDosReais(numero(r['tarifaFixa']) ?? 0) ?? -1,
      layout: 'FEBRABAN150',
      identificacaoNoCodigoDeBarras: { inicio: numero(r['instalacaoInicio']) ?? 0, fim: numero(r['instalacaoFim']) ?? 0 },
    });
    const erros = [...problemas.map((p) => ({ field: CAMPO_DO_FORMULARIO[p.field] ?? p.field, message: p.message })), ...(await errosDaCategoriaDasTarifas(ctx, r))];
    return TELAS_DAS_CONCESSIONARIAS.has(texto(r['codigo']) ?? '') ? [...erros, { field: 'codigo', message: MENSAGEM_CODIGO_DE_TELA }] : erros;
  },
};

export const GANCHOS_DO_CONSENTIMENTO: GanchosDoModelo = {
  async validar(ctx, r: Registro, antes: Registro | null): Promise<FieldError[]> {
    const instalacao = instalacaoNormalizada(texto(r['instalacao']) ?? '');
    if (instalacao === '') return [{ field: 'instalacao', message: MENSAGEM_INSTALACAO_SEM_DIGITOS }];
    const forma = idDe(r['formaCobranca']);
    const pessoa = idDe(r['pessoa']);
    const id = idDe(antes?.['id']);
    const { rows } = await sql<{ instalacao: string }>`
      SELECT instalacao FROM mobilizacao_consentimento
      WHERE forma_cobranca_id = ${forma} AND pessoa_id <> ${pessoa} AND ativo AND (${id}::int IS NULL OR id <> ${id})`.execute(ctx.trx);
    return rows.some((c) => instalacaoNormalizada(c.instalacao) === instalacao) ? [{ field: 'instalacao', message: MENSAGEM_INSTALACAO_DE_OUTRO }] : [];
  },
};
