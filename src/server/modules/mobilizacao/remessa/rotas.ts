import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SuccessReply } from '../../../../shared/api/contract.ts';
import { URL_DA_APLICACAO_DO_RETORNO, URL_DA_PREVIA_DO_RETORNO, type PreviaDoRetorno, type RetornoAplicado } from '../../../../shared/api/retornoDeCobranca.ts';
import type { Model } from '../../../../shared/engine/types.ts';
import { reaisDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import { ErroDeArquivo } from '../../../../shared/mobilizacao/arquivos/erro.ts';
import type { RetornoLido } from '../../../../shared/mobilizacao/arquivos/tipos.ts';
import { lerRetorno } from '../../../../shared/mobilizacao/retorno.ts';
import { interpolar } from '../../../../shared/i18n/idiomas.ts';
import { HttpError } from '../../../http/erros.ts';
import type { ContextoDoGancho } from '../../../resources/ganchos.ts';
import { sessaoDe } from '../../../http/tipos.ts';
import type { Servicos } from '../../../servicos.ts';
import { baixar } from '../../financeiro/titulos/acoes.ts';
import { aplicarRetorno, conferirRetorno } from './aplicar.ts';
import { receberArquivoDoRetorno, receberRetorno } from './envio.ts';

// Mobilização › Remessa › Retorno: the preview of a return file, which reads it (layout and bank
// detected, every record with its occurrence's meaning) and applies nothing; and Aplicar, which
// reads it again whole (a malformed line refuses it before anything is written), keeps it and
// applies it in one transaction.

export const TAG_RETORNO = 'mobilizacao.remessa.retorno';
export const TAG_APLICAR = 'mobilizacao.remessa.aplicar';
export const MENSAGEM_SEM_UNIDADE = 'Escolha a unidade antes de aplicar o retorno.';
export const MENSAGEM_RETORNO_APLICADO = 'Retorno aplicado: {registros} registro(s).';

function lido(conteudo: Uint8Array): RetornoLido {
  try {
    return lerRetorno(conteudo);
  } catch (erro) {
    if (erro instanceof ErroDeArquivo) throw new HttpError(422, erro.message);
    throw erro;
  }
}

function previaDoRetorno(retorno: RetornoLido): PreviaDoRetorno {
  return {
    banco: retorno.banco,
    layout: retorno.layout,
    registros: retorno.registros.map((registro) => ({
      nossoNumero: registro.nossoNumero,
      ocorrencia: registro.ocorrencia,
      descricaoOcorrencia: registro.descricaoOcorrencia,
      categoria: registro.categoria,
      valorTitulo: reaisDosCentavos(registro.valorTituloCentavos),
      valorPago: reaisDosCentavos(registro.valorPagoCentavos),
      dataOcorrencia: registro.dataOcorrencia,
      dataCredito: registro.dataCredito,
    })),
  };
}

async function aplicar(request: FastifyRequest, servicos: Servicos, modelos: Readonly<Record<string, Model>>): Promise<SuccessReply<RetornoAplicado>> {
  const sessao = sessaoDe(request);
  const arquivo = await receberArquivoDoRetorno(request);
  const retorno = lido(arquivo.bytes);
  const unidadeId = sessao.unidadeId;
  if (unidadeId === null) throw new HttpError(422, MENSAGEM_SEM_UNIDADE);
  const receita = modelos['receita'];
  if (receita === undefined) throw new Error('Model receita is missing from the catalogue.');
  await conferirRetorno(servicos.db, retorno, arquivo.bytes);
  const arquivoId = await servicos.arquivos.salvar({ conteudo: Buffer.from(arquivo.bytes), nomeOriginal: arquivo.nome, tipoMime: 'text/plain', diretorio: 'mobilizacao/retornos', criadoPor: sessao.usuarioId });
  // What the baixas leave for after the commit (a donor's receipt e-mail) runs once the return is applied.
  const efeitos: (() => void)[] = [];
  const aplicado = await servicos.db.transaction().execute((trx) => {
    const ctx: ContextoDoGancho = { trx, sessao, servicos, recurso: { url: '/api/titulos/receitas', modelo: receita }, depoisDoCommit: (efeito) => efeitos.push(efeito) };
    const baixador = async (tituloId: number, dados: Readonly<Record<string, unknown>>): Promise<void> => {
      await baixar(ctx, tituloId, { dados: { ...dados } });
    };
    return aplicarRetorno(trx, { unidadeId, usuarioId: sessao.usuarioId }, baixador, retorno, { ...arquivo, arquivoId });
  });
  for (const efeito of efeitos) efeito();
  return { content: aplicado, message: interpolar(MENSAGEM_RETORNO_APLICADO, { registros: aplicado.registros }) };
}

export function rotasDaRemessa(app: FastifyInstance, servicos: Servicos, modelos: Readonly<Record<string, Model>>): void {
  app.post(URL_DA_PREVIA_DO_RETORNO, { config: { tags: [TAG_RETORNO], multipart: true } }, async (request): Promise<SuccessReply<PreviaDoRetorno>> => {
    const conteudo = await receberRetorno(request);
    return { content: previaDoRetorno(lido(conteudo)) };
  });

  app.post(URL_DA_APLICACAO_DO_RETORNO, { config: { tags: [TAG_APLICAR], multipart: true } }, (request) => aplicar(request, servicos, modelos));
}
