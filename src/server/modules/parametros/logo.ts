import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { SuccessReply } from '../../../shared/api/contract.ts';
import { MENSAGEM_LOGO_SALVO, URL_LOGO, type EstadosDosParametros } from '../../../shared/api/parametros.ts';
import { LIMITE_DE_PIXELS, tipoDaImagem } from '../../arquivos.ts';
import { HttpError, naoEncontrado } from '../../http/erros.ts';
import { sessaoDe } from '../../http/tipos.ts';
import type { Servicos } from '../../servicos.ts';
import { gravarParametros } from './gravacao.ts';
import { estadosDos, lerInstantaneo } from './leitura.ts';

// The institution's logo: uploaded by whoever edits the parameters, served to anyone (the login
// page shows it before a session exists). What is stored is sharp's re-encoding as a small PNG,
// never the uploaded bytes.

const TAMANHO_MAXIMO = 5 * 1024 * 1024;
const LARGURA = 512;
const ALTURA = 128;

async function reduzida(conteudo: Buffer): Promise<Buffer> {
  if (conteudo.length === 0) throw new HttpError(422, 'O arquivo enviado está vazio.');
  await tipoDaImagem(conteudo);
  return sharp(conteudo, { limitInputPixels: LIMITE_DE_PIXELS }).rotate().resize(LARGURA, ALTURA, { fit: 'inside', withoutEnlargement: true }).png().toBuffer();
}

export function rotasDoLogo(app: FastifyInstance, servicos: Servicos): void {
  const { db, config, arquivos, parametros } = servicos;

  app.post(URL_LOGO, { config: { tags: ['configuracoes.parametro.editar'], multipart: true } }, async (request): Promise<SuccessReply<EstadosDosParametros>> => {
    const sessao = sessaoDe(request);
    const parte = await request.file({ limits: { fileSize: TAMANHO_MAXIMO, files: 1 } });
    if (!parte || parte.fieldname !== 'file') throw new HttpError(422, 'Nenhum arquivo selecionado.');
    const conteudo = await reduzida(await parte.toBuffer());
    const id = await arquivos.salvar({ conteudo, nomeOriginal: 'logo.png', tipoMime: 'image/png', diretorio: 'parametros', criadoPor: sessao.usuarioId });
    await gravarParametros(db, sessao, await lerInstantaneo(db, config, parametros.modelo), { logo: id });
    parametros.invalidar();
    return { content: estadosDos(await parametros.instantaneo(), parametros.modelo), message: MENSAGEM_LOGO_SALVO };
  });

  app.get(URL_LOGO, { config: { publico: true } }, async (_request, reply) => {
    const { logo } = await parametros.valores();
    const arquivo = logo === null ? null : await arquivos.ler(logo);
    if (!arquivo) throw naoEncontrado('A instituição não tem logotipo.');
    // The URL carries the file's id (?v=): a new logo is a new address.
    return reply.header('content-type', arquivo.tipoMime).header('cache-control', 'public, max-age=3600').send(arquivo.conteudo);
  });
}
