import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { LIMITE_DO_ARQUIVO_MB, type ArquivoDaImportacao } from '../../../shared/api/importacao.ts';
import { interpolar } from '../../../shared/i18n/idiomas.ts';
import { auditar } from '../../auditoria.ts';
import { HttpError } from '../../http/erros.ts';
import { sessaoDe } from '../../http/tipos.ts';
import type { Servicos } from '../../servicos.ts';
import { unidadeDaSessao } from './acesso.ts';
import { lerPlanilha } from './planilha.ts';
import { sugerirMapeamento } from './sugestao.ts';
import type { ImportacaoDaTela } from './tela.ts';

// POST {recurso}/importacao (multipart, field `file`): the file is read whole before anything
// is stored; then the original is filed (outside any served folder, under a generated name) and
// its rows are stored, pending, with the import, in one transaction.

const MENSAGEM_ARQUIVO_GRANDE_DEMAIS = 'O arquivo excede o limite de {limite} MB.';

export const LIMITE_DE_BYTES = LIMITE_DO_ARQUIVO_MB * 1024 * 1024;
const LINHAS_DA_AMOSTRA = 5;
const LINHAS_POR_INSERCAO = 1_000;

async function conteudoDe(parte: MultipartFile): Promise<Buffer> {
  try {
    return await parte.toBuffer();
  } catch (erro) {
    if (typeof erro === 'object' && erro !== null && 'code' in erro && erro.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, interpolar(MENSAGEM_ARQUIVO_GRANDE_DEMAIS, { limite: LIMITE_DO_ARQUIVO_MB }));
    }
    throw erro;
  }
}

export async function receberArquivo(request: FastifyRequest, { db, arquivos }: Servicos, imp: ImportacaoDaTela): Promise<ArquivoDaImportacao> {
  const sessao = sessaoDe(request);
  const unidadeId = unidadeDaSessao(sessao);
  const parte = await request.file({ limits: { fileSize: LIMITE_DE_BYTES, files: 1 } });
  if (parte === undefined) throw new HttpError(422, 'Nenhum arquivo selecionado.');
  if (parte.fieldname !== 'file') throw new HttpError(422, 'Campo de arquivo inesperado: use file.');
  const conteudo = await conteudoDe(parte);
  if (conteudo.length === 0) throw new HttpError(422, 'O arquivo enviado está vazio.');
  const planilha = await lerPlanilha(conteudo);
  const arquivoId = await arquivos.salvar({
    conteudo,
    nomeOriginal: parte.filename || 'planilha',
    tipoMime: planilha.tipoMime,
    diretorio: 'importacoes',
    criadoPor: sessao.usuarioId,
  });
  const { id, nomeArquivo } = await db.transaction().execute(async (trx) => {
    const { nome_original: nomeArquivo } = await trx.selectFrom('arquivo').select('nome_original').where('id', '=', arquivoId).executeTakeFirstOrThrow();
    const { id } = await trx
      .insertInto('importacao')
      .values({
        tela: imp.tela,
        modelo: imp.modelo,
        unidade_id: unidadeId,
        usuario_id: sessao.usuarioId,
        arquivo_id: arquivoId,
        nome_arquivo: nomeArquivo,
        formato: planilha.formato,
        colunas: JSON.stringify(planilha.colunas),
        total: planilha.linhas.length,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < planilha.linhas.length; i += LINHAS_POR_INSERCAO) {
      const lote = planilha.linhas.slice(i, i + LINHAS_POR_INSERCAO);
      await trx
        .insertInto('importacao_linha')
        .values(lote.map((l) => ({ importacao_id: id, linha: l.linha, dados: JSON.stringify(l.dados) })))
        .execute();
    }
    await auditar(trx, {
      usuarioId: sessao.usuarioId,
      unidadeId,
      entidade: 'importacao',
      entidadeId: id,
      acao: 'criar',
      alteracoes: { tela: { de: null, para: imp.tela }, arquivo: { de: null, para: nomeArquivo }, linhas: { de: null, para: planilha.linhas.length } },
    });
    return { id, nomeArquivo };
  });
  return {
    id,
    nomeArquivo,
    formato: planilha.formato,
    colunas: planilha.colunas,
    total: planilha.linhas.length,
    amostra: planilha.linhas.slice(0, LINHAS_DA_AMOSTRA).map((l) => l.dados),
    mapeamentoSugerido: sugerirMapeamento(planilha.colunas, imp.importacao.colunas),
  };
}
