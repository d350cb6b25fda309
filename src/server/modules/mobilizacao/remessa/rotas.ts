import type { FastifyInstance } from 'fastify';
import type { SuccessReply } from '../../../../shared/api/contract.ts';
import { URL_DA_PREVIA_DO_RETORNO, type PreviaDoRetorno } from '../../../../shared/api/retornoDeCobranca.ts';
import { reaisDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import { ErroDeArquivo } from '../../../../shared/mobilizacao/arquivos/erro.ts';
import type { RetornoLido } from '../../../../shared/mobilizacao/arquivos/tipos.ts';
import { lerRetorno } from '../../../../shared/mobilizacao/retorno.ts';
import { HttpError } from '../../../http/erros.ts';
import { receberRetorno } from './envio.ts';

// Mobilização › Remessa › Retorno: the preview of a return file, which reads it (layout and bank
// detected, every record with its occurrence's meaning) and applies nothing.

export const TAG_RETORNO = 'mobilizacao.remessa.retorno';

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

export function rotasDaRemessa(app: FastifyInstance): void {
  app.post(URL_DA_PREVIA_DO_RETORNO, { config: { tags: [TAG_RETORNO], multipart: true } }, async (request): Promise<SuccessReply<PreviaDoRetorno>> => {
    const conteudo = await receberRetorno(request);
    return { content: previaDoRetorno(lido(conteudo)) };
  });
}
