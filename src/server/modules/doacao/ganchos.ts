import { sql } from 'kysely';
import type { FieldError } from '../../../shared/api/contract.ts';
import { MENSAGENS_DAS_DOACOES as M } from '../../../shared/doacao/mensagens.ts';
import { centavosDosReais, decimalDosCentavos } from '../../../shared/financeiro/centavos.ts';
import type { GanchosDoModelo } from '../../resources/ganchos.ts';
import type { Registro } from '../../resources/registro.ts';
import { idDe, numero, texto } from '../financeiro/valores.ts';
import { agradecerDoacao, enviarDepoisDoCommit } from './avisos.ts';
import { registrarMovimento } from './movimento.ts';
import { cobrarDoacao } from './provedores.ts';
import { acompanharTitulo, criarTituloDaDoacao } from './titulo.ts';

// The gift's rules on the generic form (model doacao): a new gift becomes a receivable of the
// finance core (a gift of goods is received at once, at fair value) and a line of the movements,
// charged through its method's provider (a PIX gift gets its txid), and the donor is thanked by e-mail;
// only a pending gift is changed, its receivable following; a received one is reversed, not edited.

const CAMPOS_DO_DINHEIRO = ['pessoa', 'valor', 'data', 'forma'] as const;

const valorDe = (r: Registro): string => decimalDosCentavos(centavosDosReais(numero(r['valor']) ?? 0) ?? 0);
const dataDe = (r: Registro): string => texto(r['data'])?.slice(0, 10) ?? '';
const igual = (a: unknown, b: unknown): boolean => (idDe(a) ?? a) === (idDe(b) ?? b);

export const GANCHOS_DA_DOACAO: GanchosDoModelo = {
  validar(_ctx, registro, antes) {
    if (antes === null || antes['situacao'] === 'PENDENTE') return [];
    const mudou = CAMPOS_DO_DINHEIRO.some((c) => !igual(registro[c], antes[c]));
    if (!mudou) return [];
    const erro: FieldError = { field: 'valor', message: idDe(antes['recibo']) === null ? M.soPendente : M.doacaoRecibada };
    return [erro];
  },

  async depoisDeSalvar(ctx, registro, antes) {
    const id = idDe(registro['id'])!;
    const pessoaId = idDe(registro['pessoa'])!;
    const valor = valorDe(registro);
    const data = dataDe(registro);
    const forma = texto(registro['forma']) ?? 'PIX';
    const unidadeId = ctx.sessao.unidadeId ?? 0;
    if (antes !== null) {
      const tituloId = idDe(registro['titulo']);
      if (tituloId !== null && registro['situacao'] === 'PENDENTE') await acompanharTitulo(ctx.trx, tituloId, { pessoaId, data, valor, contaId: idDe(registro['conta']) });
      return;
    }
    enviarDepoisDoCommit(ctx, agradecerDoacao, id);
    const base = { unidadeId, pessoaId, doacaoId: id, colaboracaoId: null, data, forma, valor };
    await registrarMovimento(ctx.trx, { ...base, tipo: 'DOACAO', descricao: `Doação nº ${id}` });
    if (forma === 'BENS') {
      await sql`UPDATE doacao SET situacao = 'RECEBIDA' WHERE id = ${id}`.execute(ctx.trx);
      await registrarMovimento(ctx.trx, { ...base, tipo: 'PAGAMENTO', descricao: `Bens recebidos: doação nº ${id}` });
      return;
    }
    await criarTituloDaDoacao(ctx.trx, { doacaoId: id, unidadeId, pessoaId, data, valor, contaId: idDe(registro['conta']) });
    await cobrarDoacao(ctx.trx, { id, valor, forma, txid: null });
  },
};

export const GANCHOS_DA_COLABORACAO: GanchosDoModelo = {
  validar(_ctx, registro) {
    const inicio = texto(registro['inicio'])?.slice(0, 10);
    const fim = texto(registro['fim'])?.slice(0, 10);
    return inicio !== undefined && fim !== undefined && fim < inicio ? [{ field: 'fim', message: M.fimAntesDoInicio }] : [];
  },
};
